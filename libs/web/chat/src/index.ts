export { ChatThread, type ChatThreadLook, type ChatThreadProps } from './chat-thread';
