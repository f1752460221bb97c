/** Names a hostile (or just unusual) player, team captain or admin could type. */
export const HOSTILE_NAMES = [
  `<img src=x onerror="window.__pwned=1">`,
  `"><script>window.__pwned=2</script>`,
  `Robert'); DROP TABLE players;--`,
  '=HYPERLINK("http://evil.example")',
  'שלום\u202eevil\u200b',
];
