#ifndef OPENUIKIT_CSDL2_SHIM_H
#define OPENUIKIT_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

// Function-like macros are not imported into Swift; these wrap the ones OpenUIKit uses.
static inline int openuikit_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 openuikit_sdl_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 openuikit_sdl_button_mask(int button) { return SDL_BUTTON(button); }
#endif
