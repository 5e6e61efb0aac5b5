#ifndef CGRAPHVIZ_SHIM_H
#define CGRAPHVIZ_SHIM_H

// The installed graphviz's own headers. pkg-config's cflags point inside the
// graphviz include folder (`-I/usr/include/graphviz`), so fall back to the bare
// names where the parent folder is not on the search path (Homebrew).
#if __has_include(<graphviz/gvc.h>)
#include <graphviz/graphviz_version.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#else
#include <graphviz_version.h>
#include <gvc.h>
#include <cgraph.h>
#endif

#include <stdbool.h>

/// The descriptor `agopen` needs for a root graph.
///
/// Copies graphviz's `Agdirected`, `Agstrictdirected`, `Agundirected` or
/// `Agstrictundirected`, so Swift never touches those mutable C globals.
static inline Agdesc_t cgraphviz_root_descriptor(bool directed, bool strict) {
    if (directed) {
        return strict ? Agstrictdirected : Agdirected;
    }
    return strict ? Agstrictundirected : Agundirected;
}

/// `gvPluginList` without the unused fourth argument of graphviz 2.x.
///
/// Graphviz 2.42 declares four parameters and does not define
/// `GRAPHVIZ_VERSION_MAJOR`; Graphviz 14 defines it and declares three. Should a
/// release in between disagree, the argument count makes it a compile error,
/// never a silent mismatch.
static inline char **cgraphviz_plugin_list(GVC_t *gvc, const char *kind, int *count) {
#if defined(GRAPHVIZ_VERSION_MAJOR)
    return gvPluginList(gvc, kind, count);
#else
    return gvPluginList(gvc, kind, count, NULL);
#endif
}

/// Maps names to IDs for `cgraphviz_ordered_disc`: names are left to cgraph's internal
/// map, which then gives each named object the next anonymous ID, in creation order.
static inline long cgraphviz_ordered_idmap(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    if (str != NULL) {
        return 0;
    }
    return AgIdDisc.map(state, objtype, str, id, createflag);
}

/// A graph discipline whose object IDs follow creation order.
///
/// Graphviz's default discipline uses the address of a name's interned string as the
/// object's ID, and layouts walk subgraphs in ID order: the same graph built twice in
/// one process could then order its clusters differently and draw differently. With
/// this discipline, IDs (and so that order) depend only on the order of creation; names
/// are still kept, in cgraph's internal name map. Pass it to `agopen`.
static inline Agdisc_t *cgraphviz_ordered_disc(void) {
    static Agiddisc_t ids;
    static Agdisc_t disc;
    ids = AgIdDisc;
    ids.map = cgraphviz_ordered_idmap;
    disc.mem = &AgMemDisc;
    disc.id = &ids;
    disc.io = &AgIoDisc;
    return &disc;
}

#endif
