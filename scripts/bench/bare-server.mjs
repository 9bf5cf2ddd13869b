// The bench's reference: a bare node:http server answering the given file's bytes to every
// request, in a process of its own (as the site is), so that it shares no event loop with the
// load generator. Prints its port once it listens.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[2]);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
