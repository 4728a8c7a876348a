#pragma once

#include "headroom/catalog.h"

#include <QString>

namespace headroom::app {

// The built-in catalog (embedded resources) merged with the user's catalog
// file when one exists. A broken user file is reported, never fatal: the
// built-in catalog is used and the error comes back in `userError`.
struct LoadedCatalog {
    Catalog catalog;
    QString userFile;
    QString userError;
};

Expected<Catalog> builtinCatalog();
QString userCatalogPath();
// `extraFile` (from --catalog) is layered on top; its errors are returned as
// an error because the user asked for it explicitly.
Expected<LoadedCatalog> loadCatalog(const QString& extraFile = {});

} // namespace headroom::app
