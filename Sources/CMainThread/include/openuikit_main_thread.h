#ifndef OPENUIKIT_MAIN_THREAD_H
#define OPENUIKIT_MAIN_THREAD_H

#include <pthread.h>
#include <stdbool.h>

// The process's main thread, recorded by a load-time constructor (which runs on the main
// thread). Foundation's `Thread.isMainThread` asks the kernel twice (getpid and gettid) on
// Linux; layer and view code asks on every property change, so this compares thread handles
// instead (pthread_self reads thread-local storage, no system call).
extern pthread_t openuikit_main_thread_handle;

static inline bool openuikit_is_main_thread(void) {
    return pthread_equal(pthread_self(), openuikit_main_thread_handle) != 0;
}

#endif
