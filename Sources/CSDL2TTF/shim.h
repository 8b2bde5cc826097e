// SDL2_ttf for Swift: text rasterizing. From Debian's libsdl2-ttf-dev; its own
// `#include "SDL.h"` finds SDL2 beside it.
#include <SDL2/SDL_ttf.h>
