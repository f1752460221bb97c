// The friends' islands (the Friends page, a board's and a level's Friends view), imported from this
// one module so that the browser downloads them as one script: three entries of their own made the
// build regroup the code they share with the boards' and the summary's islands, which then
// downloaded more of it (see src/islands/shell/shell-islands.ts).
export { BoardFriends } from './BoardFriends';
export { FriendsList } from './FriendsList';
export { LevelFriends } from './LevelFriends';
