export { analyticsModule } from './analytics.routes';
export { analyticsCapturePlugin } from './capture.plugin';
