#include "interaction.h"

namespace headroom::app {

Interaction::Interaction()
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMilliseconds);
    connect(&m_settle, &QTimer::timeout, this, [this] {
        m_active = false;
        emit settled();
    });
}

Interaction& Interaction::instance()
{
    static Interaction interaction;
    return interaction;
}

void Interaction::touch()
{
    m_active = true;
    m_settle.start();
}

} // namespace headroom::app
