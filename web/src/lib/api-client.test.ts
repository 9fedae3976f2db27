import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, errorMessage } from './api-client';

describe('errorMessage', () => {
  it("uses the server's message", () => {
    const error = new ApiError(401, 'Invalid username or password', {
      message: 'Invalid username or password',
    });
    expect(errorMessage(error, 'fallback')).toBe('Invalid username or password');
  });

  it("never shows the raw 'status: body' text", () => {
    const error = new ApiError(502, '502: <html>Bad gateway</html>', '<html>Bad gateway</html>');
    expect(errorMessage(error, 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new ApiError(500, '500: ', { message: '' }), 'Please try again.')).toBe(
      'Please try again.',
    );
  });

  it('explains an unreachable server and hides programming errors', () => {
    expect(errorMessage(new NetworkError('Unable to connect to the server. Please try again.'), 'x')).toBe(
      'Unable to connect to the server. Please try again.',
    );
    expect(errorMessage(new TypeError('undefined is not a function'), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
  });
});
