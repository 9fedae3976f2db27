/** /admin (SPEC 2): the same panel as /admin-working. */
export { Component } from './admin-panel';
