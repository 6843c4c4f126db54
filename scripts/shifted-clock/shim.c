/*
 * Moves the wall clock (CLOCK_REALTIME, gettimeofday, time) by SHIFTED_CLOCK_OFFSET_S seconds for
 * every dynamically linked process that loads it: node, the preview, the simulator and Chromium
 * alike. Monotonic clocks are left alone, so timers and timeouts run at their normal pace.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long long offset_ns(void) {
  static int read = 0;
  static long long offset = 0;
  if (!read) {
    const char *s = getenv("SHIFTED_CLOCK_OFFSET_S");
    if (s) offset = atoll(s) * 1000000000LL;
    read = 1;
  }
  return offset;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
  static int (*real)(clockid_t, struct timespec *) = 0;
  if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
  int r = real(clock, ts);
  if (r == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI)) {
    long long ns = (long long)ts->tv_sec * 1000000000LL + ts->tv_nsec + offset_ns();
    ts->tv_sec = ns / 1000000000LL;
    ts->tv_nsec = ns % 1000000000LL;
  }
  return r;
}

int gettimeofday(struct timeval *tv, void *tz) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (tv) {
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
  }
  (void)tz;
  return 0;
}

time_t time(time_t *t) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (t) *t = ts.tv_sec;
  return ts.tv_sec;
}
