/** Room names shared by the gateway and, later, the services that ask it to emit. */
export const STAFF_ROOM = 'staff';
export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (roomId: string) => `chat:${roomId}`;
