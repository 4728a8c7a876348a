#pragma once

#include "headroom/model/model.h"

#include <QWidget>

class QLabel;

namespace headroom::app {

// The layer list at a glance (docs/model.md §1b): one cell per layer,
// coloured by its attention kind (full, MLA, sliding window, chunked,
// linear), a dark foot under each MoE layer; and one line that says it in
// words ("61 layers: MLA · 3 dense + 58 MoE, 256 experts, top-8, 1 shared").
class LayerStrip : public QWidget {
    Q_OBJECT
public:
    explicit LayerStrip(QWidget* parent = nullptr);

    void setArchitecture(const Architecture& arch, bool transformer);
    QString summaryText() const; // for tests: the line of words
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: worded again

private:
    void describe(); // the line of words for m_arch, in the current language

    Architecture m_arch;
    bool m_transformer = false;
    QLabel* m_summary = nullptr;
};

} // namespace headroom::app
