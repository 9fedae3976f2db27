import type { UploadedImage, UploadUrl } from '@contracts/uploads';
import { ApiError, apiRequest, NetworkError } from '@/lib/api-client';

/** POST /api/objects/upload: a signed URL for one PUT of one photo. */
export const requestUploadUrl = () => apiRequest<UploadUrl>('POST', '/api/objects/upload');

/**
 * PUTs the file's raw bytes to the signed URL (no multipart). XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function putImage(uploadURL: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<UploadedImage>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 200) return resolve(body as UploadedImage);
      const message = (body as { message?: unknown } | null)?.message;
      reject(new ApiError(request.status, typeof message === 'string' ? message : 'Upload failed', body));
    };
    request.onerror = () => reject(new NetworkError('Unable to connect to the server. Please try again.'));
    request.send(file);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
