#pragma once

#include "exportdialog.h"

#include <QMessageBox>
#include <QString>

#include <optional>

class QWidget;

namespace headroom::app {

// Every question and message the window puts to the user goes through one
// of these, so tests can answer them without a modal event loop. The base
// class shows the real dialogs.
class Prompts {
public:
    virtual ~Prompts() = default;

    virtual void message(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text);
    // Save, Discard or Cancel.
    virtual QMessageBox::StandardButton askToSave(QWidget* parent, const QString& documentName);
    virtual QString openFileName(QWidget* parent, const QString& title, const QString& folder, const QString& filter);
    virtual QString saveFileName(QWidget* parent, const QString& title, const QString& path, const QString& filter);
    virtual std::optional<ExportRequest> exportRequest(QWidget* parent, const ExportRequest& initial);
    // Preferences dialog; true when the user accepted (settings written).
    virtual bool editPreferences(QWidget* parent);
};

} // namespace headroom::app
