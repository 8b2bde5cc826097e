// SDL2 for Swift: the one header CreaseSDL imports. From Debian's libsdl2-dev, in /usr/include/SDL2.
#include <SDL2/SDL.h>
