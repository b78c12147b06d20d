// See include/pseudo_terminal.h.
#define _GNU_SOURCE
#include "pseudo_terminal.h"

#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

pid_t nrpty_spawn(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                  unsigned short columns, int *master) {
  struct winsize size = {0};
  size.ws_row = rows;
  size.ws_col = columns;
  int descriptor = -1;
  pid_t pid = forkpty(&descriptor, NULL, NULL, &size);
  if (pid < 0) return -1;
  if (pid == 0) {
    // A fresh program's signals, not the test runner's: nothing blocked, nothing ignored (both survive exec).
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (int signal_number = 1; signal_number < NSIG; signal_number++) signal(signal_number, SIG_DFL);
    execve(path, argv, envp);
    _exit(127);
  }
  *master = descriptor;
  return pid;
}
