import type { ServerResponse } from 'node:http';
import { throttled } from '../dialects/answers';
import type { Dialect } from '../dialects/dialect';
import type { ActiveFault } from '../faults';
import { fail, type SimResponse, write } from './respond';

/** Answers that do not need the real handler: the request never reaches the "branch server". */
export function faultAnswer(fault: ActiveFault, branch: string | null, dialect: Dialect): SimResponse | null {
  const where = branch === null ? 'the service' : `branch ${branch}`;
  switch (fault.kind) {
    case 'failing':
      return {
        status: 503,
        body: `Service Unavailable: the server of ${where} did not respond.`,
        contentType: 'text/plain; charset=utf-8',
      };
    case 'html':
      return { status: 200, body: htmlErrorPage(), contentType: 'text/html; charset=utf-8' };
    case 'result-code': {
      const message = `The server of ${where} reported an error: the operation could not be completed.`;
      return { ...fail(fault.value ?? 500, message), status: 200 };
    }
    case 'throttle': {
      const seconds = Math.max(0, Math.round(fault.value ?? 1));
      return throttled(dialect, seconds, `Too many requests: the service is busy. Retry after ${seconds} s.`);
    }
    default:
      return null;
  }
}

/** 'truncated': a complete HTTP answer whose JSON stops in the middle. */
export function writeTruncated(res: ServerResponse, r: SimResponse): void {
  const cut = Math.max(1, Math.floor(r.body.length * 0.6));
  write(res, { ...r, body: r.body.slice(0, Math.min(cut, r.body.length - 1)) });
}

/** 'reset': announces the full length, sends part of it, then drops the connection. */
export function writeReset(res: ServerResponse, r: SimResponse): void {
  const body = Buffer.from(r.body, 'utf8');
  res.writeHead(r.status, {
    'Content-Type': r.contentType ?? 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
  });
  res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
}

function htmlErrorPage(): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>502 - Web server received an invalid response while acting as a gateway or proxy server.</title></head>
<body><div id="header"><h1>Server Error</h1></div>
<div id="content"><fieldset><h2>502 - Web server received an invalid response while acting as a gateway or proxy server.</h2>
<h3>There is a problem with the page you are looking for, and it cannot be displayed. When the Web server (while acting as a gateway or proxy) contacted the upstream content server, it received an invalid response from the content server.</h3>
</fieldset></div></body></html>
`;
}
