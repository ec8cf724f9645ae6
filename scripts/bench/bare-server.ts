// The ceiling: node:http answering a fixed JSON body, nothing else.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BARE_BODY ?? '{}');
createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
