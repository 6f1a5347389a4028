// Runs before `npm start` and `npm test` on whatever Node the newcomer has, so it is written for any old Node
// (CommonJS, no modern syntax): one line naming the version needed and how to get it, instead of a stack trace from
// the build. The version comes from .nvmrc, the one place it is written. (`npm install` is stopped earlier, before
// anything downloads, by engine-strict in .npmrc against package.json's engines.)
"use strict";
var fs = require("fs");
var path = require("path");

var needed = parseInt(fs.readFileSync(path.join(__dirname, "..", ".nvmrc"), "utf8"), 10);
var running = parseInt(process.versions.node.split(".")[0], 10);
if (running < needed) {
  console.error(
    "Parley needs Node " +
      needed +
      " or newer, this is Node " +
      process.versions.node +
      ": run `nvm install` (it reads .nvmrc) or install Node " +
      needed +
      " from nodejs.org, then try again.",
  );
  process.exit(1);
}
