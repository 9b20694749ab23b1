#include "openuikit_main_thread.h"

pthread_t openuikit_main_thread_handle;
__thread bool openuikit_on_main_thread __attribute__((tls_model("initial-exec"))) = false;
unsigned int openuikit_open_view_animation_blocks_storage = 0;

// Runs when the library (or the executable it is linked into) is loaded, on the main thread.
__attribute__((constructor)) static void openuikit_record_main_thread(void) {
    openuikit_main_thread_handle = pthread_self();
    openuikit_on_main_thread = true;
}
