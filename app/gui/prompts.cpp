#include "prompts.h"

#include "preferencesdialog.h"

#include <QFileDialog>

namespace headroom::app {

void Prompts::message(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text)
{
    QMessageBox box(icon, title, text, QMessageBox::Ok, parent);
    box.exec();
}

QMessageBox::StandardButton Prompts::askToSave(QWidget* parent, const QString& documentName)
{
    return QMessageBox::question(parent, QMessageBox::tr("Unsaved changes"),
                                 QMessageBox::tr("Save the changes to %1 first?").arg(documentName),
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
}

QString Prompts::openFileName(QWidget* parent, const QString& title, const QString& folder, const QString& filter)
{
    return QFileDialog::getOpenFileName(parent, title, folder, filter);
}

QString Prompts::saveFileName(QWidget* parent, const QString& title, const QString& path, const QString& filter)
{
    return QFileDialog::getSaveFileName(parent, title, path, filter);
}

std::optional<ExportRequest> Prompts::exportRequest(QWidget* parent, const ExportRequest& initial)
{
    ExportDialog dialog(initial, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.request();
}

bool Prompts::editPreferences(QWidget* parent)
{
    PreferencesDialog dialog(parent);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace headroom::app
