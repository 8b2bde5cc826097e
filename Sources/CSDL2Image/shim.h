// SDL2_image for Swift: PNG loading and saving. From Debian's libsdl2-image-dev; its own
// `#include "SDL.h"` finds SDL2 beside it.
#include <SDL2/SDL_image.h>
