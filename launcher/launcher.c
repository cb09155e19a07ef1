/*
 * signalforge-gate-launcher: the docker action's entry point, before any dynamically linked
 * program starts.
 *
 * Every earlier step of a GitHub Actions job can set variables for the steps after it
 * ($GITHUB_ENV), and the runner hands them to a docker action's container. The dynamic loader
 * reads LD_PRELOAD and LD_LIBRARY_PATH before Python's first line runs, so `python -I` cannot
 * refuse them: only a statically linked program (which the loader never sees) can drop them
 * first. Under Actions (GITHUB_ACTIONS=true) this program builds the gate's environment from
 * nothing: the GITHUB_*, RUNNER_* and INPUT_* variables as the runner gave them, PATH and HOME
 * from its own arguments (fixed by the image), the locale C.UTF-8, and
 * SIGNALFORGE_GATE_DROPPED naming every other variable it dropped, so that the run's notes
 * name them. Then it executes the program its arguments name, by absolute path.
 * Outside Actions the environment is the user's own and passes unchanged.
 *
 *   signalforge-gate-launcher --home=DIR --path=DIRS -- /abs/program [args...]
 *
 * Only the C library is used; the image builds it with `cc -static`.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DROPPED_NAME "SIGNALFORGE_GATE_DROPPED"
#define MAX_DROPPED_BYTES 65536

extern char **environ;

static int starts_with(const char *text, const char *prefix) {
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* A variable the runner sets for the step and the gate reads: kept as it came. */
static int kept(const char *entry) {
    return starts_with(entry, "GITHUB_") || starts_with(entry, "RUNNER_") ||
           starts_with(entry, "INPUT_");
}

/* A name this program sets itself: replaced, not named among the dropped. */
static int fixed(const char *entry, size_t length) {
    static const char *names[] = {"PATH", "HOME", "LANG", "LC_ALL", DROPPED_NAME};
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++)
        if (length == strlen(names[n]) && strncmp(entry, names[n], length) == 0) return 1;
    return 0;
}

static int fail(const char *message) {
    fprintf(stderr, "signalforge-gate-launcher: %s\n", message);
    return 127;
}

static char *joined(const char *name, const char *value) {
    size_t size = strlen(name) + strlen(value) + 2;
    char *entry = malloc(size);
    if (entry != NULL) snprintf(entry, size, "%s=%s", name, value);
    return entry;
}

int main(int argc, char **argv) {
    const char *home = NULL, *path = NULL;
    int index = 1;
    for (; index < argc; index++) {
        if (strcmp(argv[index], "--") == 0) { index++; break; }
        if (starts_with(argv[index], "--home=")) home = argv[index] + 7;
        else if (starts_with(argv[index], "--path=")) path = argv[index] + 7;
        else return fail("usage: --home=DIR --path=DIRS -- /absolute/program [args...]");
    }
    if (index >= argc || argv[index][0] != '/' || home == NULL || path == NULL)
        return fail("usage: --home=DIR --path=DIRS -- /absolute/program [args...]");
    const char *actions = getenv("GITHUB_ACTIONS");
    if (actions == NULL || strcmp(actions, "true") != 0) {
        execv(argv[index], &argv[index]);
        return fail(strerror(errno));
    }
    size_t count = 0;
    for (char **entry = environ; *entry != NULL; entry++) count++;
    char **built = calloc(count + 6, sizeof(char *));
    char *dropped = calloc(MAX_DROPPED_BYTES, 1);
    if (built == NULL || dropped == NULL) return fail("out of memory");
    size_t used = 0, dropped_length = 0;
    for (char **entry = environ; *entry != NULL; entry++) {
        if (kept(*entry)) { built[used++] = *entry; continue; }
        const char *equals = strchr(*entry, '=');
        size_t length = equals ? (size_t)(equals - *entry) : strlen(*entry);
        if (fixed(*entry, length)) continue;  /* set below, not named */
        if (dropped_length + length + 2 >= MAX_DROPPED_BYTES) continue;  /* named up to a cap */
        if (dropped_length > 0) dropped[dropped_length++] = ',';
        memcpy(dropped + dropped_length, *entry, length);
        dropped_length += length;
    }
    built[used++] = joined("PATH", path);
    built[used++] = joined("HOME", home);
    built[used++] = joined("LANG", "C.UTF-8");
    built[used++] = joined("LC_ALL", "C.UTF-8");
    built[used++] = joined(DROPPED_NAME, dropped);
    built[used] = NULL;
    for (size_t n = used - 5; n < used; n++)
        if (built[n] == NULL) return fail("out of memory");
    execve(argv[index], &argv[index], built);
    return fail(strerror(errno));
}
