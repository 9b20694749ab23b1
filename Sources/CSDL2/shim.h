#ifndef OPENUIKIT_CSDL2_SHIM_H
#define OPENUIKIT_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

// Function-like macros are not imported into Swift; these wrap the ones OpenUIKit uses.
static inline int openuikit_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 openuikit_sdl_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 openuikit_sdl_button_mask(int button) { return SDL_BUTTON(button); }

#include <SDL_syswm.h>
#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#endif
#include <poll.h>

// Whether the window's X server connection was closed by the server (the display went
// away); 0 for other video drivers or a live connection.
static inline int openuikit_sdl_x11_connection_lost(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11 || !info.info.x11.display) return 0;
    // 0x2000 is Linux's POLLRDHUP (the peer closed its end), defined only with _GNU_SOURCE.
    struct pollfd fd = { ConnectionNumber(info.info.x11.display), 0x2000, 0 };
    if (poll(&fd, 1, 0) <= 0) return 0;
    return (fd.revents & (0x2000 | POLLHUP | POLLERR | POLLNVAL)) != 0;
#else
    (void)window;
    return 0;
#endif
}
#endif
