// MiniGolfScene — mini-golf as a Crease `Game`: the HUD per posture, the hole drawn top-down on
// the flat half, the caddie camera on the raised half, mouse/touch/keyboard/gamepad aiming,
// the bot for autoplay and best scores. Builds on Crease, CreaseHUD, CreasePlaytest and the
// pure rules in MiniGolfCore; it never calls SDL (the `minigolf` executable hosts it).
import Crease
