// MiniGolfScene — mini-golf as a Crease `Game`: the HUD per posture, the hole drawn top-down on
// the flat half, the caddie camera on the raised half, mouse/touch/keyboard/gamepad aiming,
// the bot for autoplay and best scores. Builds on Crease, CreaseHUD, CreasePlaytest and the
// pure rules in MiniGolfCore; it never calls SDL (the `minigolf` executable hosts it).
//
// A folder per job:
//   Game/      the `Game` itself: set-up, the fixed step, the round's frames, holes begun and ended
//   Input/     input mapped to the aim: dragging back, the keyboard, a gamepad; the aim itself
//   HUD/       the HUD built for the posture (`MiniGolfHUD`) and the course fitted round it
//   Drawing/   the course from above, the aim and its preview, the card between holes
//   Camera/    the caddie camera's view on the raised half
//   Feedback/  what a stroke says: the celebration as the ball drops, the sounds
//   Scores/    best scores kept and saved, and what a failed save says
import Crease
