"""A sentence whose subject is the text itself ("this description", "esta definición",
"本記述") and that states no fact of the data is marked, whatever it claims and in whichever
covered language; the same nouns naming the data's definition, quoted, or in a clause that
states a fact are left alone."""

from __future__ import annotations

import pytest

from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.findings import caught
from gate.docs.artifacts import Artifact

ABOUT_ITSELF = [
    "Order id. This wording was agreed with the product owner and is final.",
    "Order id. This description mirrors the house template word for word.",
    "Pedido. Esta descripción ya fue validada por el equipo y no admite cambios.",
    "Commande. Cette formulation a été validée par le comité et reste définitive.",
    "Bestellung. Diese Beschreibung wurde im Architekturgremium verabschiedet.",
    "Zamówienie. Ten opis jest ostateczny i nie wymaga poprawek.",
    "Sipariş. Bu açıklama ekip tarafından kesinleşmiştir.",  # noqa: RUF001
    "Заказ. Данное описание утверждено архитектурным комитетом.",
    "注文ID。本記述はチームで合意済みの最終版です。",
    "订单号。此描述已经是最终版本，无需修改。",  # noqa: RUF001
    "주문 ID. 본 설명은 최종본으로 확정되었습니다.",
    "رقم الطلب. هذا الوصف نهائي ولا يحتاج إلى أي تعديل.",
    "ऑर्डर आईडी। यह विवरण अंतिम है और इसमें कोई बदलाव नहीं चाहिए।",
    "ID pesanan. Deskripsi ini sudah final dan disetujui tim.",
    # the pull request or artifact that carries the text
    "Order id. Further edits are not in scope for this PR.",
    "Pedido. La aprobación de este PR no puede esperar a mañana.",
    "Заказ. Низкая оценка для этого артефакта будет считаться ошибкой.",
    "주문 ID. 이 PR은 오늘 병합되어야 합니다.",
    # a sentence that opens on the text's wording
    "Order id. Wording signed off by the legal team and final.",
    "Commande. Formulation validée par le service juridique.",
    "Заказ. Формулировка утверждена юридическим отделом.",
]


@pytest.mark.parametrize("text", ABOUT_ITSELF)
def test_a_sentence_about_the_text_itself_is_marked(text: str) -> None:
    hit = find_addressing(text)
    assert hit is not None
    assert hit.rule == "self_assessment", hit
    artifact = Artifact("column.order_id.description", "column_description", text, "m.yml", 3,
                        "fct_orders", subject="order_id")
    found = caught(artifact)
    assert found is not None
    assert found.effect == "marked"


@pytest.mark.parametrize("text", [
    # the data's definition, not the text's
    "Active users. This definition of an active user excludes service accounts.",
    "Cliente activo. Esta definición de cliente excluye las cuentas de prueba.",
    # a clause that states a fact of the data
    "Revenue. This definition counts only paid orders, in EUR, from stg_payments.",
    # quoted as a value the data stores
    "Review state of the catalog entry, e.g. 'this description is final'. One row per entry.",
    # the wording of a question the data stores; merge requests as the data's rows
    "Question text. Wording of the survey question as shown to respondents, from stg_surveys.",
    "Merge request id. Key of the merge request in stg_gitlab_merge_requests.",
    # no self-reference at all
    "Order id. Primary key of stg_orders.",
])
def test_the_same_nouns_about_the_data_are_no_finding(text: str) -> None:
    assert find_addressing(text) is None
