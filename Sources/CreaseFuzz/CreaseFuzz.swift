// CreaseFuzz — one fuzz target per kind of input Crease reads from a file or the command line:
// device profiles, playtest scripts, courses, Battlefleet saves, mini-golf best scores, emulator
// key settings, and the command lines of the games, crease-viewer, crease and crease-soak; and
// three that build what they feed from the bytes: draw lists drawn frame after frame with and
// without damage tracking (the renderer's differential), HUD element trees laid out on every
// device and view, and reports and matrices given to `crease report`.
// Each target hands bytes to the real parser (and, for what it accepts, to what the programs
// do next with it: layout, timelines, physics, replaying a match, re-encoding), and says whether
// the input was accepted or rejected. A trap is a crash; a broken promise the target checks (an
// error of more than one line, a round trip that changes the value) is a `FuzzFinding`.
// `crease-fuzz` runs the targets under libFuzzer (`scripts/fuzz`) or replays files through them;
// `Tests/FuzzTargetTests` runs every seed and every checked-in regression input in-process.
// Depends on Crease, CreaseHUD, CreasePlaytest, CreaseSDL (key settings, host flags, the offscreen
// renderer and the text measurer; SDL is never initialised), CreaseTools, BattlefleetRules and
// MiniGolfCore.
