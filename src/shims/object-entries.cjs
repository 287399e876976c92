// node-polyglot's `require('object.entries')` polyfill pulls in some twenty es-shims packages; every browser the
// portal supports has Object.entries (vite.config.ts aliases the package to this file).
module.exports = Object.entries;
