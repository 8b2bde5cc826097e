// SDL2_mixer for Swift: the games' sound effects. From Debian's libsdl2-mixer-dev; its own
// `#include "SDL.h"` finds SDL2 beside it.
#include <SDL2/SDL_mixer.h>
