// A JSON data block in a page: `<script type="application/json">` never runs, so a CSP without
// 'unsafe-inline' allows it; every `<` is escaped, so its text cannot close the tag.
function jsonDataBlock(id, value) {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

module.exports = { jsonDataBlock };
