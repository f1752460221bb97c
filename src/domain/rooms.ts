import { HIDDEN_ROOM_ID } from './constants';

/** True for rooms shown to players (every room but the hidden staff room). */
export function isVisibleRoom(roomId: number): boolean {
  return roomId !== HIDDEN_ROOM_ID;
}
