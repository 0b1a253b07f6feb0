#!/usr/bin/env node
// Prints a new ES256 (EC P-256) key pair for access tokens, as two lines for an .env file:
//   JWT_PRIVATE_KEY  identity-service only (it alone signs access tokens)
//   JWT_PUBLIC_KEY   the gateway (verifies them)
// The PEMs are on one line with \n escapes; the apps accept that form and multi-line PEM alike.
//   node tools/generate-jwt-keys.js >> .env
const { generateKeyPairSync } = require('node:crypto');

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');
process.stdout.write(`JWT_PRIVATE_KEY="${oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' }))}"\n`);
process.stdout.write(`JWT_PUBLIC_KEY="${oneLine(publicKey.export({ type: 'spki', format: 'pem' }))}"\n`);
