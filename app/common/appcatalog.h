#pragma once

#include "headroom/catalog.h"

#include <QString>

#include <optional>
#include <vector>

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

// Writes `gpus` into the user's catalog file (`file`, by default
// userCatalogPath()), adding them or replacing the entries with their ids and
// keeping everything else the file holds. The file is written whole or not at
// all (QSaveFile); its folder is made when missing. An error names the file.
std::optional<Error> saveUserGpus(const std::vector<Gpu>& gpus, const QString& file = userCatalogPath());

} // namespace headroom::app
