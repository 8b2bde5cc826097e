// minigolf: mini-golf in the emulator window, or headless with the shared command line
// (`minigolf --help`); it starts in tabletop. The game is `MiniGolfGame` (MiniGolfScene); CreaseSDL's runner hosts it.
import CreaseSDL
import MiniGolfScene

GameRunner.main(posture: .tabletop) { MiniGolfGame() }
