// battlefleet: the Battlefleet sample game on the Crease SDL host. Everything is in
// BattlefleetScene; GameRunner parses the shared command line and runs it in the emulator
// window or headless.
import BattlefleetScene
import CreaseSDL

GameRunner.main { BattlefleetGame() }
