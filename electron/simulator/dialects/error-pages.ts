/**
 * The error pages of an IIS-hosted ASP.NET service (the 'html-page' errors): the service's own
 * errors as ASP.NET's error page (the "yellow screen", details on), and throttling as the bare page
 * HTTP.sys answers with when the application pool refuses more work. No envelope in either.
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request Entity Too Large',
  500: 'Internal Server Error',
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HttpUtility.HtmlEncode's way: echoed input never becomes markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** ASP.NET's error page for an exception with this status and message. */
export function aspNetErrorPage(status: number, message: string): string {
  // A 500 is the unhandled lookup of an unknown code; every other status is thrown on purpose.
  const exception =
    status === 500 ? 'System.Collections.Generic.KeyNotFoundException' : 'System.Web.HttpException';
  const m = escapeHtml(message);
  return `<!DOCTYPE html>
<html>
    <head>
        <title>${m}</title>
        <meta name="viewport" content="width=device-width" />
        <style>
         body {font-family:"Verdana";font-weight:normal;font-size: .7em;color:black;}
         H1 { font-family:"Verdana";font-weight:normal;font-size:18pt;color:red }
         H2 { font-family:"Verdana";font-weight:normal;font-size:14pt;color:maroon }
        </style>
    </head>

    <body bgcolor="white">

            <span><H1>Server Error in '/PosIntegration' Application.<hr width=100% size=1 color=silver></H1>

            <h2> <i>${m}</i> </h2></span>

            <font face="Arial, Helvetica, Geneva, SunSans-Regular, sans-serif ">

            <b> Description: </b>An unhandled exception occurred during the execution of the current web request. Please review the stack trace for more information about the error and where it originated in the code.

            <br><br>

            <b> Exception Details: </b>${exception}: ${m}<br><br>

            <hr width=100% size=1 color=silver>

            <b>Version Information:</b>&nbsp;Microsoft .NET Framework Version:4.0.30319; ASP.NET Version:4.8.4762.0

            </font>

    </body>
</html>
<!--
[${exception.split('.').at(-1)}]: ${m} (HTTP ${status} ${STATUS_TEXT[status] ?? ''})
-->
`;
}

/** What HTTP.sys sends when the application pool's queue is full (no Retry-After). */
export const HTTP_SYS_503 = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN""http://www.w3.org/TR/html4/strict.dtd">
<HTML><HEAD><TITLE>Service Unavailable</TITLE>
<META HTTP-EQUIV="Content-Type" Content="text/html; charset=us-ascii"></HEAD>
<BODY><h2>Service Unavailable</h2>
<hr><p>HTTP Error 503. The service is unavailable.</p>
</BODY></HTML>
`;
