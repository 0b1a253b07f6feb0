// The chat load scenario of issue 10 (2,000 sockets in 100 rooms, 500 messages a second), shared by
// bench/chat.js and the floor under it (bench/chat-fanout-floor.js), with the same overrides.
module.exports = {
  SOCKETS: Number(process.env.CHAT_SOCKETS || 2000),
  ROOMS: Number(process.env.CHAT_ROOMS || 100),
  RATE: Number(process.env.CHAT_RATE || 500),
};
