#ifndef OPENUIKIT_MAIN_THREAD_H
#define OPENUIKIT_MAIN_THREAD_H

#include <pthread.h>
#include <stdbool.h>

// The process's main thread, recorded by a load-time constructor (which runs on the main
// thread). Foundation's `Thread.isMainThread` asks the kernel twice (getpid and gettid) on
// Linux; layer and view code asks on every property change, so the answer is a thread-local
// flag that only the main thread has set: one load from thread-local storage (initial-exec
// model, so no call), where comparing `pthread_self()` with a saved handle made two calls.
extern pthread_t openuikit_main_thread_handle;
extern __thread bool openuikit_on_main_thread __attribute__((tls_model("initial-exec")));

static inline bool openuikit_is_main_thread(void) {
    return openuikit_on_main_thread;
}

// Main thread only: how many UIView animation blocks are open (UIKit writes it as its block
// stack changes). While none is, a view answers every action look-up of its layer with
// NSNull, so a layer owned by a view that keeps that rule skips the search (see
// `CALayer.beginAnimatableChange`). A plain C global behind inline functions: read without a
// once-check or a dynamic exclusivity check on every geometry change.
extern unsigned int openuikit_open_view_animation_blocks_storage;

static inline unsigned int openuikit_open_view_animation_blocks(void) {
    return openuikit_open_view_animation_blocks_storage;
}

static inline void openuikit_set_open_view_animation_blocks(unsigned int count) {
    openuikit_open_view_animation_blocks_storage = count;
}

#endif
