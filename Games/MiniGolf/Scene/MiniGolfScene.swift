// MiniGolfScene — mini-golf as a Crease `Game`: the HUD per posture, the hole drawn top-down on
// the flat half, the caddie camera on the raised half, mouse/touch/keyboard/gamepad aiming,
// the bot for autoplay and best scores. Builds on Crease, CreaseHUD, CreasePlaytest and the
// pure rules in MiniGolfCore; it never calls SDL (the `minigolf` executable hosts it).
//
// A folder per job, and the game's state grouped the same way (`MiniGolfGame`):
//   Game/      the `Game` itself: set-up, the fixed step, the round's frames, holes begun and ended
//   Pacing/    the round's 60 Hz frames whatever the update rate, fast-forwarded in headless autoplay
//   Input/     input mapped to the aim: dragging back, the keyboard, a gamepad; the aim itself and
//              the controls as they are held
//   HUD/       the HUD built for the posture (`MiniGolfHUD`) and the course fitted round it (`Playfield`)
//   Drawing/   the course from above, the aim and its preview, the card between holes; the hole's
//              art, camera and last ball position (`HoleScene`)
//   Camera/    the caddie camera's view on the raised half
//   Feedback/  what a stroke says: the trail, the cup's flash, the celebration, notices, the sounds,
//              the round's finale
//   Scores/    best scores kept and saved, and what a failed save says (`ScoreKeeper`)
//   Settings/  the Sound setting kept between runs (`GolfSettings`)
import Crease
