// The bench's load generator, in a process of its own: runs autocannon with the options given as
// JSON in the first argument and prints its result as JSON.
import autocannon from "autocannon";

const result = await autocannon(JSON.parse(process.argv[2]));
console.log(JSON.stringify(result));
