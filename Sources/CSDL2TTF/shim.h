// SDL2_ttf for Swift: text rasterizing. Found through pkg-config `SDL2_ttf`
// (Debian: libsdl2-ttf-dev).
#include <SDL2/SDL_ttf.h>
