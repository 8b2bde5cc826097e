// minigolf: mini-golf in the emulator window, or headless with the shared command line
// (`minigolf --help`). The game is `MiniGolfGame` (MiniGolfScene); CreaseSDL's runner hosts it.
import CreaseSDL
import MiniGolfScene

GameRunner.main { MiniGolfGame() }
