<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ChartText</name>
    <message>
        <source>%1 B</source>
        <comment>billions of a currency</comment>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>millions of a currency</comment>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>%1 K</source>
        <comment>thousands of a currency</comment>
        <translation>%1 Tsd.</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 auf %2 × %3</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Dieses Szenario</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>AMP BF16</source>
        <translation>AMP BF16</translation>
    </message>
    <message>
        <source>AMP FP16</source>
        <translation>AMP FP16</translation>
    </message>
    <message>
        <source>Mixed BF16</source>
        <translation>Gemischt BF16</translation>
    </message>
    <message>
        <source>Mixed FP16</source>
        <translation>Gemischt FP16</translation>
    </message>
    <message>
        <source>BF16 FP32-grad</source>
        <translation>BF16 FP32-Grad.</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>Reines BF16</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 gemischt</translation>
    </message>
    <message>
        <source>No recompute</source>
        <translation>Keine Neuberechnung</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selektiv</translation>
    </message>
    <message>
        <source>Full recompute</source>
        <translation>Volle Neuberechnung</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>Alle Diagramme</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Model of %1 parameters</source>
        <translation>Modell mit %1 Parametern</translation>
    </message>
    <message>
        <source>GPU memory (%1)</source>
        <translation>GPU-Speicher (%1)</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>Speicher pro GPU (%1)</translation>
    </message>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>Speicher pro GPU: %1</translation>
    </message>
    <message>
        <source>%1, fits</source>
        <translation>%1, passt</translation>
    </message>
    <message>
        <source>%1, does not fit</source>
        <translation>%1, passt nicht</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetische Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <source>Attainable performance (TFLOP/s)</source>
        <translation>Erreichbare Leistung (TFLOP/s)</translation>
    </message>
    <message>
        <source>Pinned scenario</source>
        <translation>Angeheftetes Szenario</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>Rechenbegrenzt</translation>
    </message>
    <message>
        <source>Memory-bound</source>
        <translation>Speicherbegrenzt</translation>
    </message>
    <message>
        <source>%1 peak %2</source>
        <translation>%1 Spitze %2</translation>
    </message>
    <message>
        <source>Ridge point (%1 FLOP/byte)</source>
        <translation>Knickpunkt (%1 FLOP/Byte)</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>Knickpunkt</translation>
    </message>
    <message>
        <source>Roofline: %1</source>
        <translation>Roofline: %1</translation>
    </message>
    <message>
        <source>Cloud (pinned)</source>
        <translation>Cloud (angeheftet)</translation>
    </message>
    <message>
        <source>On-prem (pinned)</source>
        <translation>Eigene Hardware (angeheftet)</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Cloud, %1 per GPU</source>
        <translation>Cloud, %1 pro GPU</translation>
    </message>
    <message>
        <source>On-prem (bought)</source>
        <translation>Eigene Hardware (gekauft)</translation>
    </message>
    <message>
        <source>Break-even after %1 months
%2 spent</source>
        <translation>Break-even nach %1 Monaten
%2 ausgegeben</translation>
    </message>
    <message>
        <source>Owning never breaks even at this usage</source>
        <translation>Besitz rechnet sich bei dieser Nutzung nie</translation>
    </message>
    <message>
        <source>Months at %1 utilisation</source>
        <translation>Monate bei %1 Auslastung</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Kumulierte Kosten (%1)</translation>
    </message>
    <message>
        <source>Cloud against buying one GPU</source>
        <translation>Cloud gegen Kauf einer GPU</translation>
    </message>
    <message>
        <source>Cloud against buying %1 GPUs</source>
        <translation>Cloud gegen Kauf von %1 GPUs</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>Eigene Hardware</translation>
    </message>
    <message>
        <source>Your usage</source>
        <translation>Ihre Nutzung</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>Cloud, %1</source>
        <translation>Cloud, %1</translation>
    </message>
    <message>
        <source>Your usage: %1, %2</source>
        <translation>Ihre Nutzung: %1, %2</translation>
    </message>
    <message>
        <source>Break-even at %1 utilisation</source>
        <translation>Break-even bei %1 Auslastung</translation>
    </message>
    <message>
        <source>Owning never breaks even, even at 100 % use</source>
        <translation>Besitz rechnet sich nie, selbst bei 100 % Nutzung</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (%1)</source>
        <translation>Kosten pro GPU-Stunde (%1)</translation>
    </message>
    <message>
        <source>Cost per GPU-hour against utilisation</source>
        <translation>Kosten pro GPU-Stunde über der Auslastung</translation>
    </message>
    <message>
        <source>Nothing to write</source>
        <translation>Nichts zu schreiben</translation>
    </message>
    <message>
        <source>Cannot encode the image</source>
        <translation>Das Bild kann nicht kodiert werden</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Ein Schritt</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Step time: %1</source>
        <translation>Schrittzeit: %1</translation>
    </message>
    <message>
        <source>A fixed MFU counts the whole step as compute: untick &quot;Fixed MFU&quot; to predict its parts</source>
        <translation>Eine feste MFU zählt den ganzen Schritt als Rechnen: „Feste MFU“ abwählen, um seine Teile vorherzusagen</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Passt in den Speicher</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>Scaling %1 on %2</source>
        <translation>Skalierung von %1 auf %2</translation>
    </message>
    <message>
        <source>Training time (days)</source>
        <translation>Trainingszeit (Tage)</translation>
    </message>
    <message>
        <source>Cloud cost (%1)</source>
        <translation>Cloud-Kosten (%1)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Time against cost as GPUs are added</source>
        <translation>Zeit gegen Kosten bei mehr GPUs</translation>
    </message>
    <message>
        <source>%1 GPUs: %2, %3</source>
        <translation>%1 GPUs: %2, %3</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Meets the limits</source>
        <translation>Hält die Grenzen ein</translation>
    </message>
    <message>
        <source>Breaks a limit</source>
        <translation>Verletzt eine Grenze</translation>
    </message>
    <message>
        <source>Chosen concurrency</source>
        <translation>Gewählte Parallelität</translation>
    </message>
    <message>
        <source>Time-per-token limit</source>
        <translation>Grenze für die Zeit pro Token</translation>
    </message>
    <message>
        <source>Concurrency limited by the KV memory (%1 sequences)</source>
        <translation>Parallelität begrenzt durch den KV-Speicher (%1 Sequenzen)</translation>
    </message>
    <message>
        <source>Concurrency limited by the time-to-first-token limit</source>
        <translation>Parallelität begrenzt durch die Grenze für die Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Concurrency limited by the time-per-token limit</source>
        <translation>Parallelität begrenzt durch die Grenze für die Zeit pro Token</translation>
    </message>
    <message>
        <source>Concurrency as set in the scenario</source>
        <translation>Parallelität wie im Szenario festgelegt</translation>
    </message>
    <message>
        <source>No concurrency meets the limits: even one sequence breaks them</source>
        <translation>Keine Parallelität hält die Grenzen ein: schon eine Sequenz verletzt sie</translation>
    </message>
    <message>
        <source>Serving applies to inference: choose the Inference mode</source>
        <translation>Serving gilt für die Inferenz: Modus „Inferenz“ wählen</translation>
    </message>
    <message>
        <source>The model does not fit: nothing to serve</source>
        <translation>Das Modell passt nicht in den Speicher: nichts zu bedienen</translation>
    </message>
    <message>
        <source>Throughput against speed, by concurrency</source>
        <translation>Durchsatz gegen Geschwindigkeit, nach Parallelität</translation>
    </message>
    <message>
        <source>Output tokens/s per user (faster to the right)</source>
        <translation>Ausgabe-Tokens/s pro Nutzer (rechts schneller)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabe-Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>Serving %1</source>
        <translation>Serving: %1</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>a step part&apos;s time over its share of the step</comment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1
MFU %2</source>
        <translation>%1
MFU %2</translation>
    </message>
    <message>
        <source>The step time applies to training.
For inference see the Roofline and Serving tabs.</source>
        <translation>Die Schrittzeit gilt für das Training.
Für die Inferenz siehe die Reiter „Roofline“ und „Serving“.</translation>
    </message>
    <message>
        <source>No GPU count can take this layout.</source>
        <translation>Keine GPU-Anzahl passt zu dieser Aufteilung.</translation>
    </message>
    <message>
        <source>Scaling applies to training.
For inference see the Serving tab.</source>
        <translation>Die Skalierung gilt für das Training.
Für die Inferenz siehe den Reiter „Serving“.</translation>
    </message>
    <message>
        <source>GPUs (more data-parallel replicas)</source>
        <translation>GPUs (mehr datenparallele Replikate)</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 tokens/s each
MFU %3 (fixed)</source>
        <translation>%1 GPUs: je %2 Tokens/s
MFU %3 (fest)</translation>
    </message>
    <message>
        <source>A fixed MFU keeps tokens/s per GPU flat: untick &quot;Fixed MFU&quot; to predict how it scales</source>
        <translation>Eine feste MFU hält die Tokens/s pro GPU konstant: „Feste MFU“ abwählen, um die Skalierung vorherzusagen</translation>
    </message>
    <message>
        <source>Days (log scale)</source>
        <translation>Tage (logarithmisch)</translation>
    </message>
    <message>
        <source>Throughput limited by the prefill pool (%1 busy): more sequences only slow each user; give prefill more replicas</source>
        <translation>Durchsatz durch den Prefill-Pool begrenzt (%1 ausgelastet): mehr Sequenzen verlangsamen nur jeden Nutzer; geben Sie dem Prefill mehr Replikate</translation>
    </message>
    <message>
        <source>Disaggregated: %1 prefill + %2 decode replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s per GPU</source>
        <translation>Getrennt: %1 Prefill- + %2 Decode-Replikate, KV-Übergabe %3; gemeinsam liefern dieselben GPUs %4 Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA-Feinabstimmung</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA-Feinabstimmung</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2</source>
        <translation>Gewichte %1, KV-Cache %2</translation>
    </message>
    <message>
        <source>%1, base weights %2</source>
        <translation>%1, Basisgewichte %2</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>Tensor %1 × Pipeline %2 × Daten %3</translation>
    </message>
    <message>
        <source>, context %1</source>
        <translation>, Kontext %1</translation>
    </message>
    <message>
        <source>, expert %1</source>
        <translation>, Experten %1</translation>
    </message>
    <message>
        <source>, ZeRO-%1</source>
        <translation>, ZeRO-%1</translation>
    </message>
    <message>
        <source>batch %1, prompt %2 + output %3 tokens</source>
        <translation>Batch %1, Prompt %2 + Ausgabe %3 Tokens</translation>
    </message>
    <message>
        <source>micro-batch %1, global batch %2, sequence %3</source>
        <translation>Micro-Batch %1, globaler Batch %2, Sequenz %3</translation>
    </message>
    <message>
        <source>%1 · %2, %3 · %4 · %5</source>
        <translation>%1 · %2, %3 · %4 · %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 weights</source>
        <translation>%1-Gewichte</translation>
    </message>
    <message>
        <source>%1 KV cache</source>
        <translation>%1-KV-Cache</translation>
    </message>
    <message>
        <source>TP %1, %2 replicas</source>
        <translation>TP %1, %2 Replikate</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>%1 sequences: %2 tokens/s per GPU, %3 per user
TTFT %4, TPOT %5
%6 per 1M output tokens, %7 per 1M input tokens</source>
        <translation>%1 Sequenzen: %2 Tokens/s pro GPU, %3 pro Nutzer
TTFT %4, TPOT %5
%6 pro 1 Mio. Ausgabe-Tokens, %7 pro 1 Mio. Eingabe-Tokens</translation>
    </message>
    <message>
        <source>%1: %2 sequences, %3 tokens/s per GPU
TPOT %4; %5 per 1M output tokens</source>
        <translation>%1: %2 Sequenzen, %3 Tokens/s pro GPU
TPOT %4; %5 pro 1 Mio. Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>No curve for %1: %2</source>
        <translation>Keine Kurve für %1: %2</translation>
    </message>
    <message>
        <source>This scenario, by concurrency</source>
        <translation>Dieses Szenario, nach Parallelität</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Layouts for %1: time against cost</source>
        <translation>Aufteilungen für %1: Zeit gegen Kosten</translation>
    </message>
    <message>
        <source>No layout to plot</source>
        <translation>Keine Aufteilung zum Zeichnen</translation>
    </message>
    <message>
        <source>Latency per request</source>
        <translation>Latenz pro Anfrage</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>Kosten eigene HW</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>Cloud-Kosten</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Fewest GPUs (off the front)</source>
        <translation>Wenigste GPUs (außerhalb der Front)</translation>
    </message>
    <message>
        <source>Disaggregated, the split that serves most: %1 prefill + %2 decode replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s per GPU</source>
        <translation>Disaggregiert, die ergiebigste Aufteilung: %1 Prefill- + %2 Decode-Replikate, KV-Übergabe %3; kolokiert liefern dieselben GPUs %4 Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>Memory timeline</source>
        <translation>Speicherverlauf</translation>
    </message>
    <message>
        <source>Peak: %1</source>
        <translation>Spitze: %1</translation>
    </message>
    <message>
        <source>Allocated per GPU (%1)</source>
        <translation>Belegt pro GPU (%1)</translation>
    </message>
    <message>
        <source>Time through one step (%1)</source>
        <translation>Zeit im Schritt (%1)</translation>
    </message>
    <message>
        <source>Time through one request (%1)</source>
        <translation>Zeit in einer Anfrage (%1)</translation>
    </message>
    <message>
        <source>Memory through one step on %1</source>
        <translation>Speicher über einen Schritt mit %1</translation>
    </message>
    <message>
        <source>Memory through one request on %1</source>
        <translation>Speicher über eine Anfrage mit %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chart&apos;s title: what, then the model and GPUs</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Peak %1: every part at once (the papers&apos; accounting)</source>
        <translation>Spitze %1: alle Teile gleichzeitig (Rechnung der Veröffentlichungen)</translation>
    </message>
    <message>
        <source>Peak %1 at %2
reserved %3, process %4</source>
        <translation>Spitze %1 bei %2
reserviert %3, Prozess %4</translation>
    </message>
    <message>
        <source>No timeline: the scenario has no step to follow</source>
        <translation>Kein Verlauf: das Szenario hat keinen Schritt, dem man folgen kann</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Ablauf</translation>
    </message>
    <message>
        <source>Bubble: %1</source>
        <translation>Blase: %1</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Backward (input gradients)</source>
        <translation>Rückwärts (Eingabegradienten)</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Weight gradients</source>
        <translation>Gewichtsgradienten</translation>
    </message>
    <message>
        <source>Communication: %1</source>
        <translation>Kommunikation: %1</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>Optimierer: %1</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Stage %1 · %2</source>
        <translation>Stufe %1 · %2</translation>
    </message>
    <message>
        <source>Time in one step (%1)</source>
        <translation>Zeit in einem Schritt (%1)</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>Verschachteltes 1F1B</translation>
    </message>
    <message>
        <source>Zero-bubble (ZB-H1)</source>
        <translation>Zero-Bubble (ZB-H1)</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Pipeline schedule: %1</source>
        <translation>Pipeline-Ablauf: %1</translation>
    </message>
    <message>
        <source>The pipeline schedule applies to training.</source>
        <translation>Der Pipeline-Ablauf gilt für das Training.</translation>
    </message>
    <message>
        <source>The schedule is drawn from the predicted step:
untick &quot;Fixed MFU&quot; to see it.</source>
        <translation>Der Ablauf wird aus dem vorhergesagten Schritt gezeichnet:
„Feste MFU“ abwählen, um ihn zu sehen.</translation>
    </message>
    <message>
        <source>%1: p = %2, m = %3; bubble %4 of the pipeline&apos;s time</source>
        <translation>%1: p = %2, m = %3; Blase %4 der Pipeline-Zeit</translation>
    </message>
    <message>
        <source>%1: p = %2, v = %3, m = %4; bubble %5 = (p − 1)/(v·m + p − 1)</source>
        <translation>%1: p = %2, v = %3, m = %4; Blase %5 = (p − 1)/(v·m + p − 1)</translation>
    </message>
    <message>
        <source>Drawn with %1 of the step&apos;s %2 micro-batches</source>
        <translation>Gezeichnet mit %1 der %2 Mikro-Batches des Schritts</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV-Cache %1</translation>
    </message>
    <message>
        <source>%1 sequences at once, prompt %2 + output %3 tokens</source>
        <translation>%1 Sequenzen gleichzeitig, Prompt %2 + Ausgabe %3 Tokens</translation>
    </message>
    <message>
        <source>Memory roof (%1)</source>
        <translation>Speicherdach (%1)</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 tokens/s each
MFU %3; limited by %4</source>
        <translation>%1 GPUs: je %2 Tokens/s
MFU %3; begrenzt durch %4</translation>
    </message>
    <message>
        <source>Pinned GPU step</source>
        <translation>Angehefteter GPU-Schritt</translation>
    </message>
    <message>
        <source>GPU step</source>
        <translation>GPU-Schritt</translation>
    </message>
    <message>
        <source>Seconds per step (%1)</source>
        <translation>Sekunden pro Schritt (%1)</translation>
    </message>
    <message>
        <source>%1: sets the pace</source>
        <translation>%1: gibt das Tempo vor</translation>
    </message>
    <message>
        <source>One step: %1, limited by %2</source>
        <translation>Ein Schritt: %1, begrenzt durch %2</translation>
    </message>
    <message>
        <source>%1 · MFU %2 (predicted)</source>
        <translation>%1 · MFU %2 (vorhergesagt)</translation>
    </message>
    <message>
        <source>%1 · at a fixed MFU of %2</source>
        <translation>%1 · bei fester MFU von %2</translation>
    </message>
    <message>
        <source>, chunked loss</source>
        <translation>, gestückelter Loss</translation>
    </message>
    <message>
        <source>Published: %1, %2 (%3)</source>
        <comment>tier, cost per GPU-hour, date</comment>
        <translation>Veröffentlicht: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>undatiert</translation>
    </message>
    <message>
        <source>, compiled loss</source>
        <translation>, kompilierter Loss</translation>
    </message>
    <message>
        <source>Time through one step of %1 micro-batches (%2)</source>
        <translation>Zeit durch einen Schritt aus %1 Mikro-Batches (%2)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Time through 1 of %1 micro-batches, pipeline steady state (%2)</source>
        <translation>Zeit durch 1 von %1 Mikro-Batches, Pipeline im Gleichlauf (%2)</translation>
    </message>
    <message>
        <source>Micro-batches %1–%2, like the 2nd</source>
        <translation>Mikro-Batches %1–%2, wie der 2.</translation>
    </message>
    <message>
        <source>Full, %1 layers</source>
        <translation>Volle Neuberechnung, %1 Schichten</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Micro-batches %1–%2</source>
        <comment>a legend&apos;s short form</comment>
        <translation>Mikro-Batches %1–%2</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>&#xa0;K</source>
        <comment>thousand</comment>
        <translation>&#xa0;Tsd.</translation>
    </message>
    <message>
        <source>&#xa0;M</source>
        <comment>million</comment>
        <translation>&#xa0;Mio.</translation>
    </message>
    <message>
        <source>&#xa0;T</source>
        <comment>trillion</comment>
        <translation>&#xa0;Bio.</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <source>%1 GPU-h</source>
        <translation>%1 GPU-h</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>&#xa0;B</source>
        <comment>billion</comment>
        <translation>&#xa0;Mrd.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</source>
        <translation>Headroom-Szenarien (*.headroom.json);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>a model of %1 parameters</source>
        <translation>„Modell mit %1 Parametern“</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>„Eigenes Modell“</translation>
    </message>
    <message>
        <source>Questions on this scenario</source>
        <translation>Fragen zu diesem Szenario</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-Bit-AdamW</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>keine Neuberechnung</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>selektive Neuberechnung</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>vollständige Neuberechnung</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 Parameter)</translation>
    </message>
    <message>
        <source>How much memory per GPU does training %1 on %2 × %3 need, with micro-batch %4 and sequence %5?</source>
        <translation>Wie viel Speicher pro GPU braucht das Training für %1 auf %2 × %3, mit Mikro-Batch %4 und Sequenz %5?</translation>
    </message>
    <message>
        <source>How many bytes per parameter do the model states of %1 take with %2 in %3: weights, gradients, master weights and optimizer states, before any sharding?</source>
        <translation>Wie viele Byte pro Parameter belegen die Modellzustände für %1 mit %2 in %3: Gewichte, Gradienten, Master-Gewichte und Optimierer-Zustände, vor jedem Sharding?</translation>
    </message>
    <message>
        <source>What does ZeRO-%1 save per GPU in model states when %2 is trained with %3 in %4 on %5 data-parallel GPUs, against plain data parallelism?</source>
        <translation>Was spart ZeRO-%1 pro GPU an Modellzuständen, wenn %2 mit %3 in %4 auf %5 datenparallelen GPUs trainiert wird, gegenüber reiner Datenparallelität?</translation>
    </message>
    <message>
        <source>How much activation memory does one transformer layer of %1 keep per GPU at sequence %2 and micro-batch %3, with tensor parallelism %4?</source>
        <translation>Wie viel Aktivierungsspeicher hält eine Transformer-Schicht für %1 pro GPU bei Sequenz %2 und Mikro-Batch %3, mit Tensor-Parallelität %4?</translation>
    </message>
    <message>
        <source>How much activation memory per GPU does training %1 keep at sequence %2 and micro-batch %3?</source>
        <translation>Wie viel Aktivierungsspeicher pro GPU hält das Training für %1 bei Sequenz %2 und Mikro-Batch %3?</translation>
    </message>
    <message>
        <source>How large is the KV cache of %1 for %2 sequences of %3 tokens, stored in %4?</source>
        <translation>Wie groß ist der KV-Cache für %1 bei %2 Sequenzen mit %3 Tokens, gespeichert in %4?</translation>
    </message>
    <message>
        <source>How much memory do the weights of %1 take for inference in %2?</source>
        <translation>Wie viel Speicher belegen die Gewichte für %1 bei Inferenz in %2?</translation>
    </message>
    <message>
        <source>How many FLOPs does training %1 on %2 tokens take?</source>
        <translation>Wie viele FLOPs braucht das Training für %1 auf %2 Tokens?</translation>
    </message>
    <message>
        <source>How long does training %1 on %2 tokens take on %3 × %4 at %5 MFU?</source>
        <translation>Wie lange dauert das Training für %1 auf %2 Tokens mit %3 × %4 bei %5 MFU?</translation>
    </message>
    <message>
        <source>How many tokens per second, all sequences together, does %1 generate in %2 at batch %3 on %4 × %5 (%6 of memory bandwidth each)?</source>
        <translation>Wie viele Tokens pro Sekunde, alle Sequenzen zusammen, erzeugt %1 in %2 bei Batch %3 auf %4 × %5 (je %6 Speicherbandbreite)?</translation>
    </message>
    <message>
        <source>Decoding %1 in %2 at batch %3 on %4: what limits the time per output token, and why?</source>
        <translation>Decodieren für %1 in %2 bei Batch %3 auf %4: Was begrenzt die Zeit pro Ausgabe-Token, und warum?</translation>
    </message>
    <message>
        <source>A %1 costs %2 to buy or %3 to rent. After how many GPU-hours of use is owning it cheaper than renting, counting server, power and upkeep?</source>
        <translation>Eine %1 kostet %2 im Kauf oder %3 zur Miete. Nach wie vielen GPU-Stunden Nutzung ist Besitzen günstiger als Mieten, mit Server, Strom und Wartung?</translation>
    </message>
    <message>
        <source>server share %1</source>
        <translation>Serveranteil %1</translation>
    </message>
    <message>
        <source>%1 years of depreciation</source>
        <translation>%1 Jahre Abschreibung</translation>
    </message>
    <message>
        <source>upkeep %1 a year</source>
        <translation>Wartung %1 pro Jahr</translation>
    </message>
    <message>
        <source>%1 W board power, PUE %2, %3 per kWh</source>
        <translation>%1 W Boardleistung, PUE %2, %3 pro kWh</translation>
    </message>
    <message>
        <source>%1 utilisation</source>
        <translation>%1 Auslastung</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2 (je %3)</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>Mikro-Batch %1</translation>
    </message>
    <message>
        <source>sequence %1</source>
        <translation>Sequenz %1</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2</source>
        <translation>Tensor %1 × Pipeline %2</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>no FlashAttention</source>
        <translation>ohne FlashAttention</translation>
    </message>
    <message>
        <source>%1 peak per GPU</source>
        <translation>%1 Spitze pro GPU</translation>
    </message>
    <message>
        <source>weights in %1</source>
        <translation>Gewichte in %1</translation>
    </message>
    <message>
        <source>KV cache in %1</source>
        <translation>KV-Cache in %1</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens</source>
        <translation>%1 Prompt- + %2 Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>tensor %1</source>
        <translation>Tensor %1</translation>
    </message>
    <message>
        <source>kernels reach %1 of peak bandwidth</source>
        <translation>Kernel erreichen %1 der Spitzenbandbreite</translation>
    </message>
    <message>
        <source>%1 fixed overhead</source>
        <translation>%1 fester Overhead</translation>
    </message>
    <message>
        <source>Assume: %1.</source>
        <translation>Annahme: %1.</translation>
    </message>
    <message>
        <source>Memory bandwidth: every step reads all the weights once for 2 FLOPs per weight</source>
        <translation>Speicherbandbreite: Jeder Schritt liest alle Gewichte einmal für 2 FLOPs pro Gewicht</translation>
    </message>
    <message>
        <source>Compute: the batch does enough FLOPs per weight read to keep the tensor cores busy</source>
        <translation>Rechenleistung: Der Batch leistet genug FLOPs pro gelesenem Gewicht, um die Tensor-Kerne auszulasten</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>GFLOP</source>
        <translation>GFLOP</translation>
    </message>
    <message>
        <source>TFLOP</source>
        <translation>TFLOP</translation>
    </message>
    <message>
        <source>PFLOP</source>
        <translation>PFLOP</translation>
    </message>
    <message>
        <source>EFLOP</source>
        <translation>EFLOP</translation>
    </message>
    <message>
        <source>ZFLOP</source>
        <translation>ZFLOP</translation>
    </message>
    <message>
        <source>YFLOP</source>
        <translation>YFLOP</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>Mikrosekunden</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>thousand GPU-hours</source>
        <translation>Tausend GPU-Stunden</translation>
    </message>
    <message>
        <source>million GPU-hours</source>
        <translation>Millionen GPU-Stunden</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-Tage</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>%1 Tausend</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 pro Stunde</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>GWh</source>
        <translation>GWh</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
    <message>
        <source>FLOP/s</source>
        <translation>FLOP/s</translation>
    </message>
    <message>
        <source>bytes per parameter</source>
        <translation>Byte pro Parameter</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>thousand tokens/s</source>
        <translation>Tausend Tokens/s</translation>
    </message>
    <message>
        <source>(plain number)</source>
        <translation>(reine Zahl)</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>Tausend</translation>
    </message>
    <message>
        <source>million</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>Milliarden</translation>
    </message>
    <message>
        <source>%1 bytes per parameter</source>
        <translation>%1 Byte pro Parameter</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>Pick one of the answers.</source>
        <translation>Wählen Sie eine der Antworten.</translation>
    </message>
    <message>
        <source>Not quite. It is: %1.</source>
        <translation>Nicht ganz. Richtig ist: %1.</translation>
    </message>
    <message>
        <source>Right: the exact figure is %1, and anything within ±%2 counts.</source>
        <translation>Richtig: Der genaue Wert ist %1, alles innerhalb von ±%2 zählt.</translation>
    </message>
    <message>
        <source>Too low: %1 is %2× below the exact figure, %3.</source>
        <translation>Zu niedrig: %1 liegt %2× unter dem genauen Wert, %3.</translation>
    </message>
    <message>
        <source>Too low: the exact figure is %1.</source>
        <translation>Zu niedrig: Der genaue Wert ist %1.</translation>
    </message>
    <message>
        <source>Too high: %1 is %2× the exact figure, %3.</source>
        <translation>Zu hoch: %1 ist %2× der genaue Wert, %3.</translation>
    </message>
    <message>
        <source>Too high: the exact figure is %1.</source>
        <translation>Zu hoch: Der genaue Wert ist %1.</translation>
    </message>
    <message>
        <source>%1× the weights</source>
        <translation>%1× die Gewichte</translation>
    </message>
    <message>
        <source>%1–%2× the weights</source>
        <translation>%1–%2× die Gewichte</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>No: within 30 %.</source>
        <translation>Nein: innerhalb von 30 %.</translation>
    </message>
    <message>
        <source>Yes, %1× the rule</source>
        <translation>Ja, %1× die Faustregel</translation>
    </message>
    <message>
        <source>Yes, %1 below the rule</source>
        <translation>Ja, %1 unter der Faustregel</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>activations and logits (%1) outweigh the model states (%2) at sequence %3 and micro-batch %4</source>
        <translation>Aktivierungen und Logits (%1) überwiegen die Modellzustände (%2) bei Sequenz %3 und Mikro-Batch %4</translation>
    </message>
    <message>
        <source>at this context, attention&apos;s 12·L·a·d·s is %1 of the FLOPs (sequence %2)</source>
        <translation>bei diesem Kontext macht der Attention-Term 12·L·a·d·s %1 der FLOPs aus (Sequenz %2)</translation>
    </message>
    <message>
        <source>6·N counts matmul parameters only; the exact count here is lower</source>
        <translation>6·N zählt nur Matmul-Parameter; der genaue Wert hier ist kleiner</translation>
    </message>
    <message>
        <source>each decode step also reads the KV cache, %1 (%2 of the weights)</source>
        <translation>jeder Decode-Schritt liest auch den KV-Cache, %1 (%2 der Gewichte)</translation>
    </message>
    <message>
        <source>at batch %1 the decode step is compute-bound: %2 of compute against %3 of weight and cache reads</source>
        <translation>bei Batch %1 ist der Decode-Schritt rechenbegrenzt: %2 Rechnen gegenüber %3 Lesen von Gewichten und Cache</translation>
    </message>
    <message>
        <source>the weights are in %1, %2 bytes per parameter</source>
        <translation>die Gewichte sind in %1, %2 Byte pro Parameter</translation>
    </message>
    <message>
        <source>tensor parallelism %1 splits the weights over the GPUs</source>
        <translation>Tensor-Parallelität %1 verteilt die Gewichte auf die GPUs</translation>
    </message>
    <message>
        <source>ZeRO-%1 and tensor parallelism %2 divide the states over the GPUs</source>
        <translation>ZeRO-%1 und Tensor-Parallelität %2 verteilen die Zustände auf die GPUs</translation>
    </message>
    <message>
        <source>only %1 of %2 experts are active per token</source>
        <translation>nur %1 von %2 Experten sind pro Token aktiv</translation>
    </message>
    <message>
        <source>%1 with %2 keeps %3 bytes per parameter of model states, %4× the weights alone, and activations and overhead add %5</source>
        <translation>%1 mit %2 hält %3 Byte Modellzustände pro Parameter, %4× die reinen Gewichte, und Aktivierungen und Overhead kommen mit %5 hinzu</translation>
    </message>
    <message>
        <source>%1 with %2 keeps %3 bytes per parameter</source>
        <translation>%1 mit %2 hält %3 Byte pro Parameter</translation>
    </message>
    <message>
        <source>real kernels reach about %1 of the peak bandwidth</source>
        <translation>reale Kernel erreichen etwa %1 der Spitzenbandbreite</translation>
    </message>
    <message>
        <source>Training %1 with %2 pipeline stages, %3 virtual stages per GPU and %4 micro-batches per step: what share of the micro-batches&apos; time does the pipeline bubble add?</source>
        <translation>%1 wird mit %2 Pipeline-Stufen, %3 virtuellen Stufen pro GPU und %4 Micro-Batches pro Schritt trainiert: Welchen Anteil an der Zeit der Micro-Batches fügt die Pipeline-Blase hinzu?</translation>
    </message>
    <message>
        <source>How long does reducing %1 of gradients across the data-parallel GPUs of %2 × %3 take once per step, before any overlap with the backward pass?</source>
        <translation>Wie lange dauert es, %1 Gradienten einmal pro Schritt über die datenparallelen GPUs von %2 × %3 zu reduzieren, bevor irgendetwas davon mit dem Rückwärtsdurchlauf überlappt?</translation>
    </message>
    <message>
        <source>With tensor parallelism %1 on %2, how long do one layer&apos;s tensor-parallel collectives take per micro-batch, forward and backward, before any overlap?</source>
        <translation>Bei Tensor-Parallelität %1 auf %2: Wie lange dauern die Tensor-parallelen Kollektive einer Schicht pro Micro-Batch, vorwärts und rückwärts, ohne Überlappung?</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>bytes/s</source>
        <translation>Bytes/s</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 pro Token</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>%1 des Schritts</translation>
    </message>
    <message>
        <source>full recomputation keeps only each layer&apos;s input</source>
        <translation>volle Neuberechnung behält nur die Eingabe jeder Schicht</translation>
    </message>
    <message>
        <source>without recomputation the attention scores are kept (5·a·s²·b)</source>
        <translation>ohne Neuberechnung bleiben die Attention-Scores erhalten (5·a·s²·b)</translation>
    </message>
    <message>
        <source>tensor parallelism %1 splits most of the layer</source>
        <translation>Tensor-Parallelität %1 teilt den Großteil der Schicht</translation>
    </message>
    <message>
        <source>%1 KV heads for %2 query heads</source>
        <translation>%1 KV-Köpfe für %2 Query-Köpfe</translation>
    </message>
    <message>
        <source>the MLP is %1 wide%2</source>
        <translation>das MLP ist %1 breit%2</translation>
    </message>
    <message>
        <source> and gated</source>
        <translation> und gated</translation>
    </message>
    <message>
        <source>each token visits %1 experts</source>
        <translation>jedes Token besucht %1 Experten</translation>
    </message>
    <message>
        <source>the layer differs from GPT&apos;s</source>
        <translation>die Schicht weicht von der GPT-Schicht ab</translation>
    </message>
    <message>
        <source>the rule assumes full recomputation (8·N FLOPs per token) at 40 % of peak; this run does %1 per token at %2 MFU</source>
        <translation>die Regel nimmt volle Neuberechnung (8·N FLOPs pro Token) bei 40 % der Spitze an; dieser Lauf rechnet %1 pro Token bei %2 MFU</translation>
    </message>
    <message>
        <source>communication, memory-bound work and the optimizer take %1 of the step beside the bubble</source>
        <translation>Kommunikation, speichergebundene Arbeit und der Optimierer nehmen neben der Blase %1 des Schritts ein</translation>
    </message>
    <message>
        <source>multi-head latent attention caches a %1-wide latent per layer, not K and V for every head</source>
        <translation>Multi-Head Latent Attention speichert pro Schicht einen %1 breiten Latentvektor, nicht K und V für jeden Kopf</translation>
    </message>
    <message>
        <source>linear-attention layers hold a constant state instead of a growing cache</source>
        <translation>Schichten mit linearer Attention halten einen konstanten Zustand statt eines wachsenden Caches</translation>
    </message>
    <message>
        <source>sliding-window layers stop growing at %1 tokens</source>
        <translation>Sliding-Window-Schichten wachsen ab %1 Tokens nicht mehr</translation>
    </message>
    <message>
        <source>grouped-query attention caches %1 KV heads of %2</source>
        <translation>Grouped-Query Attention speichert %1 KV-Köpfe von %2</translation>
    </message>
    <message>
        <source>the cache&apos;s width differs from the hidden size</source>
        <translation>die Breite des Caches weicht von der verborgenen Größe ab</translation>
    </message>
    <message>
        <source>the KV cache (%1), the batch&apos;s workspace and the overhead come on top of the weights</source>
        <translation>der KV-Cache (%1), der Arbeitsspeicher des Batches und der Overhead kommen zu den Gewichten hinzu</translation>
    </message>
    <message>
        <source>Enter a number, with or without its unit, such as 118, 14 GB or 8.4e22.</source>
        <translation>Geben Sie eine Zahl ein, mit oder ohne Einheit, etwa 118, 14 GB oder 8.4e22.</translation>
    </message>
    <message>
        <source>Why do GPUs train neural networks much faster than CPUs?</source>
        <translation>Warum trainieren GPUs neuronale Netze viel schneller als CPUs?</translation>
    </message>
    <message>
        <source>Thousands of cores and tensor cores run the matrix multiplications in parallel</source>
        <translation>Tausende Kerne und Tensor-Cores führen die Matrixmultiplikationen parallel aus</translation>
    </message>
    <message>
        <source>Their clocks are faster</source>
        <translation>Ihre Takte sind höher</translation>
    </message>
    <message>
        <source>They have larger caches per core</source>
        <translation>Sie haben größere Caches pro Kern</translation>
    </message>
    <message>
        <source>Training is mostly large matrix multiplications, which split into thousands of independent pieces; a GPU runs them at hundreds of TFLOP/s, a CPU at a few.</source>
        <translation>Training besteht vor allem aus großen Matrixmultiplikationen, die sich in Tausende unabhängige Teile zerlegen lassen; eine GPU rechnet sie mit Hunderten TFLOP/s, eine CPU mit wenigen.</translation>
    </message>
    <message>
        <source>What is a kernel&apos;s arithmetic intensity?</source>
        <translation>Was ist die arithmetische Intensität eines Kernels?</translation>
    </message>
    <message>
        <source>The FLOPs it does per second</source>
        <translation>Die FLOPs, die er pro Sekunde ausführt</translation>
    </message>
    <message>
        <source>The FLOPs it does per byte it moves from memory</source>
        <translation>Die FLOPs, die er pro aus dem Speicher bewegtem Byte ausführt</translation>
    </message>
    <message>
        <source>The share of the peak it reaches</source>
        <translation>Der Anteil der Spitze, den er erreicht</translation>
    </message>
    <message>
        <source>Intensity = FLOPs ÷ bytes read and written. Against the roofline&apos;s ridge (peak ÷ bandwidth) it tells whether compute or memory bounds the kernel.</source>
        <translation>Intensität = FLOPs ÷ gelesene und geschriebene Bytes. Verglichen mit dem Knickpunkt des Rooflines (Spitze ÷ Bandbreite) zeigt sie, ob Rechenleistung oder Speicher den Kernel begrenzt.</translation>
    </message>
    <message>
        <source>A kernel&apos;s arithmetic intensity is below the GPU&apos;s ridge point. What bounds its speed?</source>
        <translation>Die arithmetische Intensität eines Kernels liegt unter dem Knickpunkt der GPU. Was begrenzt seine Geschwindigkeit?</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>The tensor cores&apos; peak</source>
        <translation>Die Spitze der Tensor-Cores</translation>
    </message>
    <message>
        <source>The PCIe link</source>
        <translation>Die PCIe-Verbindung</translation>
    </message>
    <message>
        <source>Below the ridge the kernel cannot fetch bytes fast enough to keep the cores busy: its time is bytes ÷ bandwidth, as in decoding at a small batch.</source>
        <translation>Unterhalb des Knickpunkts kann der Kernel Bytes nicht schnell genug laden, um die Rechenwerke auszulasten: Seine Zeit ist Bytes ÷ Bandbreite, wie beim Dekodieren mit kleinem Batch.</translation>
    </message>
    <message>
        <source>What does ZeRO-3 shard over the data-parallel GPUs that ZeRO-2 keeps whole?</source>
        <translation>Was verteilt ZeRO-3 über die datenparallelen GPUs, das ZeRO-2 ganz behält?</translation>
    </message>
    <message>
        <source>The optimizer states</source>
        <translation>Die Optimizer-Zustände</translation>
    </message>
    <message>
        <source>The gradients</source>
        <translation>Die Gradienten</translation>
    </message>
    <message>
        <source>The weights</source>
        <translation>Die Gewichte</translation>
    </message>
    <message>
        <source>ZeRO-1 shards the optimizer states, ZeRO-2 also the gradients, ZeRO-3 also the weights, gathering each layer&apos;s weights when it runs (Rajbhandari et al. 2020).</source>
        <translation>ZeRO-1 verteilt die Optimizer-Zustände, ZeRO-2 auch die Gradienten, ZeRO-3 auch die Gewichte und sammelt die Gewichte jeder Schicht, wenn sie läuft (Rajbhandari et al. 2020).</translation>
    </message>
    <message>
        <source>What does activation recomputation trade?</source>
        <translation>Was tauscht die Neuberechnung von Aktivierungen?</translation>
    </message>
    <message>
        <source>Extra forward compute for less activation memory</source>
        <translation>Zusätzliche Vorwärtsrechnung für weniger Aktivierungsspeicher</translation>
    </message>
    <message>
        <source>Less compute for more memory</source>
        <translation>Weniger Rechnen für mehr Speicher</translation>
    </message>
    <message>
        <source>Lower precision for less memory</source>
        <translation>Geringere Genauigkeit für weniger Speicher</translation>
    </message>
    <message>
        <source>Only some activations are kept; the rest are computed again in the backward pass. Full recomputation adds about one forward pass: 8·N instead of 6·N FLOPs per token.</source>
        <translation>Nur ein Teil der Aktivierungen wird behalten; der Rest wird im Rückwärtsdurchlauf neu berechnet. Volle Neuberechnung kostet etwa einen Vorwärtsdurchlauf mehr: 8·N statt 6·N FLOPs pro Token.</translation>
    </message>
    <message>
        <source>Why does multi-head latent attention (DeepSeek-V3) cache less than grouped-query attention?</source>
        <translation>Warum speichert Multi-Head Latent Attention (DeepSeek-V3) weniger als Grouped-Query Attention?</translation>
    </message>
    <message>
        <source>It keeps the cache in 4 bits</source>
        <translation>Es hält den Cache in 4 Bit</translation>
    </message>
    <message>
        <source>It caches one compressed latent per token and layer instead of K and V per head</source>
        <translation>Es speichert pro Token und Schicht einen komprimierten Latentvektor statt K und V pro Kopf</translation>
    </message>
    <message>
        <source>It drops tokens older than a window</source>
        <translation>Es verwirft Tokens, die älter als ein Fenster sind</translation>
    </message>
    <message>
        <source>MLA rebuilds K and V from a 512-wide latent plus a 64-wide RoPE key, so a token costs 576 values per layer (DeepSeek-V2 §2.1).</source>
        <translation>MLA rekonstruiert K und V aus einem 512 breiten Latentvektor plus einem 64 breiten RoPE-Key, ein Token kostet also 576 Werte pro Schicht (DeepSeek-V2 §2.1).</translation>
    </message>
    <message>
        <source>How does a sliding-window layer&apos;s KV cache grow with the context?</source>
        <translation>Wie wächst der KV-Cache einer Sliding-Window-Schicht mit dem Kontext?</translation>
    </message>
    <message>
        <source>With the context up to the window, then it stays constant</source>
        <translation>Mit dem Kontext bis zur Fenstergröße, danach bleibt er konstant</translation>
    </message>
    <message>
        <source>Linearly without limit</source>
        <translation>Linear ohne Grenze</translation>
    </message>
    <message>
        <source>Quadratically</source>
        <translation>Quadratisch</translation>
    </message>
    <message>
        <source>A layer that attends to the last W tokens needs only their keys and values: min(context, W) tokens.</source>
        <translation>Eine Schicht, die auf die letzten W Tokens achtet, braucht nur deren Keys und Values: min(Kontext, W) Tokens.</translation>
    </message>
    <message>
        <source>In mixed-precision training with Adam, what is kept in FP32?</source>
        <translation>Was wird beim Mixed-Precision-Training mit Adam in FP32 gehalten?</translation>
    </message>
    <message>
        <source>The activations</source>
        <translation>Die Aktivierungen</translation>
    </message>
    <message>
        <source>The master weights and the optimizer&apos;s moments</source>
        <translation>Die Master-Gewichte und die Momente des Optimizers</translation>
    </message>
    <message>
        <source>The gradients exchanged between GPUs</source>
        <translation>Die zwischen GPUs ausgetauschten Gradienten</translation>
    </message>
    <message>
        <source>Weights and gradients in 16 bits (2 + 2 bytes), an FP32 master copy and two FP32 moments (12 bytes): 16 bytes per parameter (ZeRO §3.1).</source>
        <translation>Gewichte und Gradienten in 16 Bit (2 + 2 Byte), eine FP32-Master-Kopie und zwei FP32-Momente (12 Byte): 16 Byte pro Parameter (ZeRO §3.1).</translation>
    </message>
    <message>
        <source>What does QLoRA keep in 4 bits?</source>
        <translation>Was hält QLoRA in 4 Bit?</translation>
    </message>
    <message>
        <source>The frozen base model&apos;s weights</source>
        <translation>Die Gewichte des eingefrorenen Basismodells</translation>
    </message>
    <message>
        <source>The LoRA adapters</source>
        <translation>Die LoRA-Adapter</translation>
    </message>
    <message>
        <source>QLoRA quantises the frozen base weights to NF4 and trains 16-bit LoRA adapters; only the adapters have gradients and optimizer states (Dettmers et al. 2023).</source>
        <translation>QLoRA quantisiert die eingefrorenen Basisgewichte auf NF4 und trainiert 16-Bit-LoRA-Adapter; nur die Adapter haben Gradienten und Optimizer-Zustände (Dettmers et al. 2023).</translation>
    </message>
    <message>
        <source>Why is BF16 preferred to FP16 for training?</source>
        <translation>Warum wird BF16 für das Training FP16 vorgezogen?</translation>
    </message>
    <message>
        <source>It is more precise</source>
        <translation>Es ist genauer</translation>
    </message>
    <message>
        <source>It takes fewer bytes</source>
        <translation>Es belegt weniger Bytes</translation>
    </message>
    <message>
        <source>It has FP32&apos;s exponent range, so no loss scaling is needed</source>
        <translation>Es hat den Exponentenbereich von FP32, daher ist keine Loss-Skalierung nötig</translation>
    </message>
    <message>
        <source>BF16 keeps FP32&apos;s 8 exponent bits with 7 mantissa bits; FP16 has 5 exponent bits, so small gradients underflow unless the loss is scaled.</source>
        <translation>BF16 behält die 8 Exponentenbits von FP32 mit 7 Mantissenbits; FP16 hat 5 Exponentenbits, daher unterlaufen kleine Gradienten, wenn der Loss nicht skaliert wird.</translation>
    </message>
    <message>
        <source>What does FP8 training need that BF16 training does not?</source>
        <translation>Was braucht FP8-Training, das BF16-Training nicht braucht?</translation>
    </message>
    <message>
        <source>Scaling factors per tensor or block, to fit values into FP8&apos;s range</source>
        <translation>Skalierungsfaktoren pro Tensor oder Block, damit die Werte in den FP8-Bereich passen</translation>
    </message>
    <message>
        <source>FP32 activations</source>
        <translation>FP32-Aktivierungen</translation>
    </message>
    <message>
        <source>Twice the weight memory</source>
        <translation>Doppelten Speicher für die Gewichte</translation>
    </message>
    <message>
        <source>FP8 (E4M3, E5M2) has so little range that each tensor is scaled into it, the scale taken from recent maxima (Micikevicius et al. 2022).</source>
        <translation>FP8 (E4M3, E5M2) hat so wenig Wertebereich, dass jeder Tensor hineinskaliert wird, mit einem Faktor aus den jüngsten Maxima (Micikevicius et al. 2022).</translation>
    </message>
    <message>
        <source>What most limits a consumer GPU such as the RTX 4090 for training large models?</source>
        <translation>Was begrenzt eine Consumer-GPU wie die RTX 4090 beim Training großer Modelle am meisten?</translation>
    </message>
    <message>
        <source>It has no tensor cores</source>
        <translation>Sie hat keine Tensor-Cores</translation>
    </message>
    <message>
        <source>24 GB of memory and no NVLink between cards</source>
        <translation>24 GB Speicher und kein NVLink zwischen den Karten</translation>
    </message>
    <message>
        <source>Its low clock speed</source>
        <translation>Ihr niedriger Takt</translation>
    </message>
    <message>
        <source>Its compute is close to a datacenter GPU&apos;s, but its memory caps the model size and several cards share PCIe for their communication.</source>
        <translation>Ihre Rechenleistung kommt einer Rechenzentrums-GPU nahe, aber ihr Speicher begrenzt die Modellgröße, und mehrere Karten teilen sich PCIe für ihre Kommunikation.</translation>
    </message>
    <message>
        <source>Why is tensor parallelism kept within one NVLink domain?</source>
        <translation>Warum bleibt Tensor-Parallelität innerhalb einer NVLink-Domäne?</translation>
    </message>
    <message>
        <source>Its all-reduces run in every layer and need NVLink&apos;s bandwidth</source>
        <translation>Ihre All-Reduces laufen in jeder Schicht und brauchen die Bandbreite von NVLink</translation>
    </message>
    <message>
        <source>PCIe cannot reach another GPU&apos;s memory</source>
        <translation>PCIe kann den Speicher einer anderen GPU nicht erreichen</translation>
    </message>
    <message>
        <source>NVLink uses less power</source>
        <translation>NVLink braucht weniger Strom</translation>
    </message>
    <message>
        <source>Tensor parallelism exchanges activations several times per layer and micro-batch; over a slower network that time is exposed.</source>
        <translation>Tensor-Parallelität tauscht Aktivierungen mehrmals pro Schicht und Mikro-Batch aus; über ein langsameres Netz wird diese Zeit sichtbar.</translation>
    </message>
    <message>
        <source>Training a small CNN on JPEGs, the GPUs wait for data. What is the likeliest cause?</source>
        <translation>Beim Training eines kleinen CNN auf JPEGs warten die GPUs auf Daten. Was ist die wahrscheinlichste Ursache?</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>The gradient all-reduce</source>
        <translation>Das All-Reduce der Gradienten</translation>
    </message>
    <message>
        <source>CPU decoding and augmentation of the images</source>
        <translation>CPU-Dekodierung und Augmentierung der Bilder</translation>
    </message>
    <message>
        <source>A CPU core decodes and augments a few hundred images per second; a fast GPU consumes thousands, so the cores bind first.</source>
        <translation>Ein CPU-Kern dekodiert und augmentiert einige hundert Bilder pro Sekunde; eine schnelle GPU verarbeitet Tausende, also begrenzen zuerst die Kerne.</translation>
    </message>
    <message>
        <source>What do prefetching data-loader workers hide?</source>
        <translation>Was verbergen vorausladende Data-Loader-Worker?</translation>
    </message>
    <message>
        <source>Reading and decoding the next batch behind the current step</source>
        <translation>Lesen und Dekodieren des nächsten Batches hinter dem aktuellen Schritt</translation>
    </message>
    <message>
        <source>Writing checkpoints</source>
        <translation>Schreiben von Checkpoints</translation>
    </message>
    <message>
        <source>With prefetching a step takes the slowest of the GPU step and the input stages, not their sum.</source>
        <translation>Mit Vorausladen dauert ein Schritt so lange wie der langsamste aus GPU-Schritt und Eingabestufen, nicht ihre Summe.</translation>
    </message>
    <message>
        <source>What does plain data parallelism keep on every GPU?</source>
        <translation>Was hält reine Datenparallelität auf jeder GPU?</translation>
    </message>
    <message>
        <source>A full copy of the model and its optimizer states</source>
        <translation>Eine vollständige Kopie des Modells und seiner Optimizer-Zustände</translation>
    </message>
    <message>
        <source>A slice of every layer</source>
        <translation>Einen Ausschnitt jeder Schicht</translation>
    </message>
    <message>
        <source>A group of consecutive layers</source>
        <translation>Eine Gruppe aufeinanderfolgender Schichten</translation>
    </message>
    <message>
        <source>Each GPU holds the whole model and trains on its share of the batch; the gradients are averaged every step. Slices are tensor parallelism, layer groups pipeline parallelism.</source>
        <translation>Jede GPU hält das ganze Modell und trainiert auf ihrem Anteil des Batches; die Gradienten werden in jedem Schritt gemittelt. Ausschnitte sind Tensor-Parallelität, Schichtgruppen Pipeline-Parallelität.</translation>
    </message>
    <message>
        <source>What shrinks the pipeline bubble?</source>
        <translation>Was verkleinert die Pipeline-Blase?</translation>
    </message>
    <message>
        <source>More pipeline stages</source>
        <translation>Mehr Pipeline-Stufen</translation>
    </message>
    <message>
        <source>More micro-batches per step, or interleaved stages</source>
        <translation>Mehr Mikro-Batches pro Schritt oder verschachtelte Stufen</translation>
    </message>
    <message>
        <source>A larger learning rate</source>
        <translation>Eine größere Lernrate</translation>
    </message>
    <message>
        <source>The bubble is (p − 1)/(v·m) of the step: more micro-batches m or virtual stages v shrink it, more stages p grow it (Narayanan et al. 2021).</source>
        <translation>Die Blase ist (p − 1)/(v·m) des Schritts: Mehr Mikro-Batches m oder virtuelle Stufen v verkleinern sie, mehr Stufen p vergrößern sie (Narayanan et al. 2021).</translation>
    </message>
    <message>
        <source>What does expert parallelism send between GPUs?</source>
        <translation>Was sendet Experten-Parallelität zwischen GPUs?</translation>
    </message>
    <message>
        <source>Tokens to the GPUs holding their experts and back (all-to-all)</source>
        <translation>Tokens zu den GPUs ihrer Experten und zurück (All-to-All)</translation>
    </message>
    <message>
        <source>Every expert&apos;s weights each step</source>
        <translation>Die Gewichte aller Experten in jedem Schritt</translation>
    </message>
    <message>
        <source>Only the router&apos;s gradients</source>
        <translation>Nur die Gradienten des Routers</translation>
    </message>
    <message>
        <source>Experts stay where they are; each token is dispatched to the GPUs of its chosen experts and combined back, in every MoE layer.</source>
        <translation>Die Experten bleiben, wo sie sind; jedes Token wird in jeder MoE-Schicht zu den GPUs seiner gewählten Experten geschickt und wieder zusammengeführt.</translation>
    </message>
    <message>
        <source>In a ring all-reduce of G bytes over n GPUs, how much does each GPU send?</source>
        <translation>Wie viel sendet jede GPU bei einem Ring-All-Reduce von G Byte über n GPUs?</translation>
    </message>
    <message>
        <source>G / n</source>
        <translation>G / n</translation>
    </message>
    <message>
        <source>n·G</source>
        <translation>n·G</translation>
    </message>
    <message>
        <source>2·(n − 1)/n·G</source>
        <translation>2·(n − 1)/n·G</translation>
    </message>
    <message>
        <source>A reduce-scatter and an all-gather each send (n − 1)/n·G per GPU, so the volume per GPU stays near 2·G whatever n is.</source>
        <translation>Ein Reduce-Scatter und ein All-Gather senden je (n − 1)/n·G pro GPU, das Volumen pro GPU bleibt also bei etwa 2·G, egal wie groß n ist.</translation>
    </message>
    <message>
        <source>When does buying GPUs beat renting them?</source>
        <translation>Wann lohnt sich der Kauf von GPUs mehr als die Miete?</translation>
    </message>
    <message>
        <source>When they stay busy for most of their useful life</source>
        <translation>Wenn sie den größten Teil ihrer Nutzungsdauer ausgelastet sind</translation>
    </message>
    <message>
        <source>For short, occasional runs</source>
        <translation>Für kurze, gelegentliche Läufe</translation>
    </message>
    <message>
        <source>Whenever the cloud price is above zero</source>
        <translation>Immer, wenn der Cloud-Preis über null liegt</translation>
    </message>
    <message>
        <source>Owning costs depreciation, power and upkeep whether the GPUs are used or not; it pays once the GPU-hours used pass the break-even hours.</source>
        <translation>Eigene GPUs kosten Abschreibung, Strom und Wartung, ob sie genutzt werden oder nicht; sie lohnen sich, sobald die genutzten GPU-Stunden die Break-even-Stunden übersteigen.</translation>
    </message>
    <message>
        <source>What does model FLOPs utilisation (MFU) measure?</source>
        <translation>Was misst die Modell-FLOPs-Auslastung (MFU)?</translation>
    </message>
    <message>
        <source>Memory used against capacity</source>
        <translation>Belegter Speicher im Verhältnis zur Kapazität</translation>
    </message>
    <message>
        <source>The model&apos;s FLOPs per second against the GPUs&apos; peak</source>
        <translation>Die FLOPs pro Sekunde des Modells im Verhältnis zur Spitze der GPUs</translation>
    </message>
    <message>
        <source>The share of GPUs that are busy</source>
        <translation>Der Anteil beschäftigter GPUs</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per token × tokens per second ÷ (GPUs × peak); recomputation does not count (Chowdhery et al. 2022, PaLM).</source>
        <translation>MFU = Modell-FLOPs pro Token × Tokens pro Sekunde ÷ (GPUs × Spitze); Neuberechnung zählt nicht (Chowdhery et al. 2022, PaLM).</translation>
    </message>
    <message>
        <source>Why is a training step&apos;s MFU well below 100 %?</source>
        <translation>Warum liegt die MFU eines Trainingsschritts deutlich unter 100 %?</translation>
    </message>
    <message>
        <source>Kernels run below peak, and exposed communication and the bubble add time</source>
        <translation>Kernels laufen unter der Spitze, und sichtbare Kommunikation und die Blase kosten Zeit</translation>
    </message>
    <message>
        <source>GPUs throttle to save power</source>
        <translation>GPUs drosseln, um Strom zu sparen</translation>
    </message>
    <message>
        <source>Python overhead alone</source>
        <translation>Allein der Python-Overhead</translation>
    </message>
    <message>
        <source>Matrix multiplications reach 60–80 % of peak, attention and memory-bound work less, and communication that is not overlapped adds to the step.</source>
        <translation>Matrixmultiplikationen erreichen 60–80 % der Spitze, Attention und speichergebundene Arbeit weniger, und nicht überlappte Kommunikation verlängert den Schritt.</translation>
    </message>
    <message>
        <source>What does time to first token (TTFT) measure?</source>
        <translation>Was misst die Zeit bis zum ersten Token (TTFT)?</translation>
    </message>
    <message>
        <source>The wait from a request to its first output token, mostly the prompt&apos;s prefill</source>
        <translation>Die Wartezeit von einer Anfrage bis zu ihrem ersten Ausgabe-Token, vor allem der Prefill des Prompts</translation>
    </message>
    <message>
        <source>The time between two output tokens</source>
        <translation>Die Zeit zwischen zwei Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>The time to load the model</source>
        <translation>Die Zeit zum Laden des Modells</translation>
    </message>
    <message>
        <source>TTFT covers queueing and the prompt&apos;s prefill; the time per output token (TPOT) is each decode step after it.</source>
        <translation>TTFT umfasst Warteschlange und Prefill des Prompts; die Zeit pro Ausgabe-Token (TPOT) ist jeder Dekodierschritt danach.</translation>
    </message>
    <message>
        <source>Why does a larger batch raise decode tokens per second per GPU?</source>
        <translation>Warum erhöht ein größerer Batch die Dekodier-Tokens pro Sekunde und GPU?</translation>
    </message>
    <message>
        <source>The sequences get shorter</source>
        <translation>Die Sequenzen werden kürzer</translation>
    </message>
    <message>
        <source>The clocks go up</source>
        <translation>Die Takte steigen</translation>
    </message>
    <message>
        <source>One read of the weights serves every sequence in the batch</source>
        <translation>Ein Lesen der Gewichte bedient jede Sequenz im Batch</translation>
    </message>
    <message>
        <source>Decoding a small batch is bound by reading the weights; each added sequence adds its KV reads and FLOPs but shares the weight read, until compute binds.</source>
        <translation>Das Dekodieren eines kleinen Batches ist durch das Lesen der Gewichte begrenzt; jede weitere Sequenz bringt ihre KV-Lesevorgänge und FLOPs mit, teilt aber das Lesen der Gewichte, bis die Rechenleistung begrenzt.</translation>
    </message>
    <message>
        <source>What caps how many sequences one serving replica decodes at once?</source>
        <translation>Was begrenzt, wie viele Sequenzen ein Serving-Replikat gleichzeitig dekodiert?</translation>
    </message>
    <message>
        <source>The KV-cache memory left after the weights</source>
        <translation>Der nach den Gewichten verbleibende KV-Cache-Speicher</translation>
    </message>
    <message>
        <source>The number of streaming multiprocessors</source>
        <translation>Die Zahl der Streaming-Multiprozessoren</translation>
    </message>
    <message>
        <source>The PCIe bandwidth</source>
        <translation>Die PCIe-Bandbreite</translation>
    </message>
    <message>
        <source>Each sequence holds its KV cache for its whole context: the memory left after weights, workspace and overhead, divided by one sequence&apos;s cache, is the limit.</source>
        <translation>Jede Sequenz hält ihren KV-Cache für ihren ganzen Kontext: Der nach Gewichten, Arbeitsspeicher und Overhead verbleibende Speicher, geteilt durch den Cache einer Sequenz, ist die Grenze.</translation>
    </message>
    <message>
        <source>Why does speculative decoding speed up generation?</source>
        <translation>Warum beschleunigt spekulatives Dekodieren die Generierung?</translation>
    </message>
    <message>
        <source>It skips checking the draft&apos;s tokens</source>
        <translation>Es prüft die Tokens des Entwurfs nicht</translation>
    </message>
    <message>
        <source>The large model checks several drafted tokens in one memory-bound step</source>
        <translation>Das große Modell prüft mehrere Entwurfs-Tokens in einem speichergebundenen Schritt</translation>
    </message>
    <message>
        <source>It lowers the precision</source>
        <translation>Es senkt die Genauigkeit</translation>
    </message>
    <message>
        <source>A small draft proposes k tokens; the target verifies them in one pass that reads its weights once, accepting several tokens per step on average without changing the output.</source>
        <translation>Ein kleiner Entwurf schlägt k Tokens vor; das Zielmodell prüft sie in einem Durchlauf, der seine Gewichte einmal liest, und akzeptiert im Mittel mehrere Tokens pro Schritt, ohne die Ausgabe zu ändern.</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long do %4 CPU cores take to decode and augment one step&apos;s %5 images per node?</source>
        <translation>Training von %1 auf %2 × %3: Wie lange brauchen %4 CPU-Kerne, um die %5 Bilder eines Schritts pro Knoten zu dekodieren und zu augmentieren?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does reading one step&apos;s %4 samples per node take from storage at %5/s?</source>
        <translation>Training von %1 auf %2 × %3: Wie lange dauert das Lesen der %4 Samples eines Schritts pro Knoten vom Speichersystem mit %5/s?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does copying one step&apos;s decoded inputs to one GPU over PCIe take?</source>
        <translation>Training von %1 auf %2 × %3: Wie lange dauert das Kopieren der dekodierten Eingaben eines Schritts über PCIe auf eine GPU?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does writing one checkpoint of the model states take at %4/s?</source>
        <translation>Training von %1 auf %2 × %3: Wie lange dauert das Schreiben eines Checkpoints der Modellzustände mit %4/s?</translation>
    </message>
    <message>
        <source>Why GPUs</source>
        <translation>Warum GPUs</translation>
    </message>
    <message>
        <source>Memory rules</source>
        <translation>Speicherregeln</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>GPU classes</source>
        <translation>GPU-Klassen</translation>
    </message>
    <message>
        <source>Data loading</source>
        <translation>Datenladen</translation>
    </message>
    <message>
        <source>Multi-GPU</source>
        <translation>Multi-GPU</translation>
    </message>
    <message>
        <source>Cloud or on-premises</source>
        <translation>Cloud oder eigene Hardware</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Grundlagen</translation>
    </message>
    <message>
        <source>Practitioner</source>
        <translation>Praxis</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Fragenkatalog</translation>
    </message>
    <message>
        <source>How much memory does one %1 have?</source>
        <translation>Wie viel Speicher hat eine %1?</translation>
    </message>
    <message>
        <source>What is the peak memory bandwidth of one %1?</source>
        <translation>Wie hoch ist die Spitzen-Speicherbandbreite einer %1?</translation>
    </message>
    <message>
        <source>What is the dense BF16 peak of one %1, without sparsity?</source>
        <translation>Wie hoch ist die dichte BF16-Spitze einer %1, ohne Sparsity?</translation>
    </message>
    <message>
        <source>At how many FLOPs per byte of memory traffic does a BF16 kernel on %1 stop being memory-bound (the roofline&apos;s ridge)?</source>
        <translation>Ab wie vielen FLOPs pro Byte Speicherverkehr ist ein BF16-Kernel auf %1 nicht mehr speichergebunden (der Knickpunkt des Rooflines)?</translation>
    </message>
    <message>
        <source>How fast is the %1&apos;s link to other GPUs (%2), per GPU and direction?</source>
        <translation>Wie schnell ist die Verbindung der %1 zu anderen GPUs (%2), pro GPU und Richtung?</translation>
    </message>
    <message>
        <source>How many bytes does one value take in %1?</source>
        <translation>Wie viele Byte belegt ein Wert in %1?</translation>
    </message>
    <message>
        <source>How many FLOPs does training %1 take per token, forward and backward?</source>
        <translation>Wie viele FLOPs braucht das Training von %1 pro Token, vorwärts und rückwärts?</translation>
    </message>
    <message>
        <source>What MFU does training %1 on %2 × %3 reach, as predicted from its step?</source>
        <translation>Welche MFU erreicht das Training von %1 auf %2 × %3, vorhergesagt aus seinem Schritt?</translation>
    </message>
    <message>
        <source>How long does one training step of %1 on %2 × %3 take, with a global batch of %4 sequences of %5 tokens?</source>
        <translation>Wie lange dauert ein Trainingsschritt von %1 auf %2 × %3 bei einem globalen Batch von %4 Sequenzen mit %5 Tokens?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: once inputs and checkpoints are counted, what sets the pace of a step?</source>
        <translation>Training von %1 auf %2 × %3: Was bestimmt das Tempo eines Schritts, wenn Eingaben und Checkpoints mitzählen?</translation>
    </message>
    <message>
        <source>What does training %1 on %2 tokens on %3 × %4 cost on GPUs you own, at %5 per GPU for depreciation, power and upkeep?</source>
        <translation>Was kostet das Training von %1 auf %2 Tokens mit %3 × %4 auf eigenen GPUs, bei %5 pro GPU für Abschreibung, Strom und Wartung?</translation>
    </message>
    <message>
        <source>What does training %1 on %2 tokens on %3 × %4 cost in the cloud at %5 per GPU?</source>
        <translation>Was kostet das Training von %1 auf %2 Tokens mit %3 × %4 in der Cloud bei %5 pro GPU?</translation>
    </message>
    <message>
        <source>How many GPU-hours does training %1 on %2 tokens on %3 × %4 take?</source>
        <translation>Wie viele GPU-Stunden braucht das Training von %1 auf %2 Tokens mit %3 × %4?</translation>
    </message>
    <message>
        <source>Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens): how many sequences fit in one replica&apos;s KV memory?</source>
        <translation>Serving von %1 in %2 auf %3 × %4 (%5 Prompt- + %6 Ausgabe-Tokens): Wie viele Sequenzen passen in den KV-Speicher eines Replikats?</translation>
    </message>
    <message>
        <source>Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens) with as many sequences as the KV memory holds:</source>
        <translation>Serving von %1 in %2 auf %3 × %4 (%5 Prompt- + %6 Ausgabe-Tokens) mit so vielen Sequenzen, wie der KV-Speicher fasst:</translation>
    </message>
    <message>
        <source>what is the time per output token?</source>
        <translation>Wie lang ist die Zeit pro Ausgabe-Token?</translation>
    </message>
    <message>
        <source>what is the time to first token?</source>
        <translation>Wie lang ist die Zeit bis zum ersten Token?</translation>
    </message>
    <message>
        <source>how many output tokens per second does each GPU produce?</source>
        <translation>Wie viele Ausgabe-Tokens pro Sekunde erzeugt jede GPU?</translation>
    </message>
    <message>
        <source>what do a million output tokens cost in the cloud?</source>
        <translation>Was kosten eine Million Ausgabe-Tokens in der Cloud?</translation>
    </message>
    <message>
        <source>global batch %1</source>
        <translation>globaler Batch %1</translation>
    </message>
    <message>
        <source>storage reads %1/s per node</source>
        <translation>Speichersystem liest %1/s pro Knoten</translation>
    </message>
    <message>
        <source>%1 CPU cores per node at %2 images/s each</source>
        <translation>%1 CPU-Kerne pro Knoten mit je %2 Bildern/s</translation>
    </message>
    <message>
        <source>a checkpoint every %1 steps, written at %2/s</source>
        <translation>alle %1 Schritte ein Checkpoint, geschrieben mit %2/s</translation>
    </message>
    <message>
        <source>loader workers prefetch behind the step</source>
        <translation>Loader-Worker laden hinter dem Schritt voraus</translation>
    </message>
    <message>
        <source>no prefetching</source>
        <translation>kein Vorausladen</translation>
    </message>
    <message>
        <source>as many sequences as the KV memory holds</source>
        <translation>so viele Sequenzen, wie der KV-Speicher fasst</translation>
    </message>
    <message>
        <source>The GPUs&apos; own step</source>
        <translation>Der eigene Schritt der GPUs</translation>
    </message>
    <message>
        <source>Reading from storage</source>
        <translation>Lesen vom Speichersystem</translation>
    </message>
    <message>
        <source>The host-to-GPU copy over PCIe</source>
        <translation>Die Kopie vom Host zur GPU über PCIe</translation>
    </message>
    <message>
        <source>CPU decoding and augmentation</source>
        <translation>CPU-Dekodierung und Augmentierung</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>FLOP pro Byte</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>%1 FLOP per byte</source>
        <translation>%1 FLOP pro Byte</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 Sequenzen</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>Quelle: %1.</translation>
    </message>
    <message>
        <source>From the catalog: %1 has %2 of memory at %3/s and a dense BF16 peak of %4; link between GPUs: %5.</source>
        <translation>Aus dem Katalog: %1 hat %2 Speicher mit %3/s und eine dichte BF16-Spitze von %4; Verbindung zwischen GPUs: %5.</translation>
    </message>
    <message>
        <source>From the catalog: %1 has %2 of memory at %3/s, a dense BF16 peak of %4 and %5 at %6/s per GPU.</source>
        <translation>Aus dem Katalog: %1 hat %2 Speicher mit %3/s, eine dichte BF16-Spitze von %4 und %5 mit %6/s pro GPU.</translation>
    </message>
    <message>
        <source>Ridge = peak ÷ bandwidth = %1 ÷ %2/s = %3: below it a kernel waits for memory, above it for the tensor cores.</source>
        <translation>Knickpunkt = Spitze ÷ Bandbreite = %1 ÷ %2/s = %3: darunter wartet ein Kernel auf den Speicher, darüber auf die Tensor-Cores.</translation>
    </message>
    <message>
        <source>%1 stores a value in %2 bits: %3.</source>
        <translation>%1 speichert einen Wert in %2 Bit: %3.</translation>
    </message>
    <message>
        <source>KV memory per GPU after weights, workspace and overhead ÷ one sequence&apos;s KV cache (16-token pages) = %1 ÷ %2 = %3.</source>
        <translation>KV-Speicher pro GPU nach Gewichten, Arbeitsspeicher und Overhead ÷ KV-Cache einer Sequenz (Seiten zu 16 Tokens) = %1 ÷ %2 = %3.</translation>
    </message>
    <message>
        <source>Each step decodes every sequence (%1) and carries the arriving prompts&apos; share of prefill (%2): TPOT = %1 + %2 = %3 at %4 sequences.</source>
        <translation>Jeder Schritt dekodiert alle Sequenzen (%1) und trägt den Prefill-Anteil der ankommenden Prompts (%2): TPOT = %1 + %2 = %3 bei %4 Sequenzen.</translation>
    </message>
    <message>
        <source>TTFT = half a step of waiting + the prompt&apos;s prefill (%1) + one step (%2) = %3 at %4 sequences.</source>
        <translation>TTFT = ein halber Schritt Wartezeit + Prefill des Prompts (%1) + ein Schritt (%2) = %3 bei %4 Sequenzen.</translation>
    </message>
    <message>
        <source>%1 sequences ÷ TPOT %2 ÷ GPUs per replica %3 = %4 per GPU.</source>
        <translation>%1 Sequenzen ÷ TPOT %2 ÷ GPUs pro Replikat %3 = %4 pro GPU.</translation>
    </message>
    <message>
        <source>%1 per GPU ÷ (%2 tokens/s per GPU × 3,600 s) × 1,000,000 = %3.</source>
        <translation>%1 pro GPU ÷ (%2 Tokens/s pro GPU × 3.600 s) × 1.000.000 = %3.</translation>
    </message>
    <message>
        <source>priced as an API prices input apart, what do a million input tokens cost in the cloud?</source>
        <translation>wenn Eingaben wie bei einer API getrennt bepreist werden: was kostet eine Million Eingabe-Tokens in der Cloud?</translation>
    </message>
    <message>
        <source>Prefill takes %1 of each step&apos;s GPU time; %2 per GPU × %1 ÷ (%3 prompt tokens/s per GPU × 3,600 s) × 1,000,000 = %4. The rest of the GPU time is the output tokens&apos; price.</source>
        <translation>Prefill braucht %1 der GPU-Zeit jedes Schritts; %2 pro GPU × %1 ÷ (%3 Prompt-Tokens/s pro GPU × 3.600 s) × 1.000.000 = %4. Der Rest der GPU-Zeit ist der Preis der Ausgabe-Tokens.</translation>
    </message>
    <message>
        <source>What dense %1 peak does the roofline of one %2 take, without sparsity?</source>
        <translation>Welchen dichten %1-Spitzenwert nimmt die Roofline einer %2 an, ohne Sparsity?</translation>
    </message>
    <message>
        <source>How many accelerators share one scale-up domain (the fast link, %1) when %2 is deployed as designed?</source>
        <translation>Wie viele Beschleuniger teilen sich eine Scale-up-Domäne (die schnelle Verbindung, %1), wenn %2 wie vorgesehen eingesetzt wird?</translation>
    </message>
    <message>
        <source> Its FP8 peak is %1: INT8 models run faster converted to FP8 on this part.</source>
        <translation> Sein FP8-Spitzenwert ist %1: INT8-Modelle laufen auf diesem Modell schneller, wenn man sie nach FP8 umwandelt.</translation>
    </message>
    <message>
        <source> Its FP16 peak is the same %1: FP8 saves memory and bandwidth here, not compute time.</source>
        <translation> Sein FP16-Spitzenwert ist derselbe, %1: FP8 spart hier Speicher und Bandbreite, nicht Rechenzeit.</translation>
    </message>
    <message>
        <source>From the catalog: %1&apos;s dense %2 peak is %3.</source>
        <translation>Aus dem Katalog: Der dichte %2-Spitzenwert der %1 ist %3.</translation>
    </message>
    <message>
        <source>From the catalog: %1 GPUs share %2 at %3/s per GPU and direction; beyond them traffic takes the slower scale-out network.</source>
        <translation>Aus dem Katalog: %1 GPUs teilen sich %2 mit %3/s pro GPU und Richtung; darüber hinaus läuft der Verkehr über das langsamere Scale-out-Netz.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>unit after a count</comment>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>The Schedule tab draws one step of %1 with %2 pipeline stages, %3 model chunks per stage and %4 micro-batches. What share of the pipeline&apos;s time, summed over the stages, is bubble?</source>
        <translation>Der Reiter „Ablauf“ zeigt einen Schritt von %1 mit %2 Pipeline-Stufen, %3 Modellteilen pro Stufe und %4 Mikro-Batches. Welcher Anteil der Pipeline-Zeit, über alle Stufen summiert, ist Blase?</translation>
    </message>
    <message>
        <source>The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. With %4 chunks per stage instead (interleaved), what share of the pipeline&apos;s time would be bubble?</source>
        <translation>Der Reiter „Ablauf“ zeigt %1 Pipeline-Stufen, %2 Modellteile pro Stufe und %3 Mikro-Batches. Welcher Anteil der Pipeline-Zeit wäre Blase mit stattdessen %4 Teilen pro Stufe (verschachtelt)?</translation>
    </message>
    <message>
        <source>The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. With %4 micro-batches per step instead, what share of the pipeline&apos;s time would be bubble?</source>
        <translation>Der Reiter „Ablauf“ zeigt %1 Pipeline-Stufen, %2 Modellteile pro Stufe und %3 Mikro-Batches. Welcher Anteil der Pipeline-Zeit wäre Blase mit stattdessen %4 Mikro-Batches pro Schritt?</translation>
    </message>
    <message>
        <source>Bubble = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4: each stage idles p − 1 micro-batches&apos; time (÷ v when interleaved) while the pipeline fills and drains, against m of work. More micro-batches or more chunks shrink it.</source>
        <translation>Blase = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4: Jede Stufe wartet die Zeit von p − 1 Mikro-Batches (÷ v bei Verschachtelung), während sich die Pipeline füllt und leert, gegenüber m Mikro-Batches Arbeit. Mehr Mikro-Batches oder mehr Teile verkleinern sie.</translation>
    </message>
    <message>
        <source>the frozen weights need no weight gradients: the backward pass computes only the input gradients, so adapters cost about 4·N·D, not 6·N·D (%1 here)</source>
        <translation>die eingefrorenen Gewichte brauchen keine Gewichtsgradienten: Der Rückwärtsdurchlauf berechnet nur die Eingangsgradienten, daher kosten Adapter etwa 4·N·D statt 6·N·D (hier %1)</translation>
    </message>
</context>
<context>
    <name>PresentationText</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 auf %2 × %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a slide&apos;s chart, then what it shows</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>Änderungen an %1 zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The last valid estimate: fix the field in red to update it</source>
        <translation>Die letzte gültige Schätzung: Korrigieren Sie das rote Feld, um sie zu aktualisieren</translation>
    </message>
    <message>
        <source>Not updated: %1</source>
        <translation>Nicht aktualisiert: %1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Trainierbare Parameter</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>Aktive Parameter pro Token</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimierer-Zustände</translation>
    </message>
    <message>
        <source>Activations per layer</source>
        <translation>Aktivierungen pro Schicht</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits und Verlust</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>FLOPs per token (model)</source>
        <translation>FLOPs pro Token (Modell)</translation>
    </message>
    <message>
        <source>FLOPs per token (hardware)</source>
        <translation>FLOPs pro Token (Hardware)</translation>
    </message>
    <message>
        <source>Total training FLOPs</source>
        <translation>Trainings-FLOPs gesamt</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Decode step, memory time</source>
        <translation>Decode-Schritt, Speicherzeit</translation>
    </message>
    <message>
        <source>Decode step, compute time</source>
        <translation>Decode-Schritt, Rechenzeit</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>Tokens per second (aggregate)</source>
        <translation>Tokens pro Sekunde (gesamt)</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Größter passender Batch</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>Cloud-Kosten</translation>
    </message>
    <message>
        <source>On-prem cost per GPU-hour</source>
        <translation>Kosten eigene Hardware pro GPU-Stunde</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>Kosten eigene HW</translation>
    </message>
    <message>
        <source>Break-even GPU-hours</source>
        <translation>Break-even-GPU-Stunden</translation>
    </message>
    <message>
        <source>6·N per trained token, 2·N per generated token</source>
        <translation>6·N pro trainiertem Token, 2·N pro erzeugtem Token</translation>
    </message>
    <message>
        <source>8·N with full recomputation</source>
        <translation>8·N mit vollständiger Neuberechnung</translation>
    </message>
    <message>
        <source>decode tokens/s ≈ bandwidth / model bytes</source>
        <translation>Decode-Tokens/s ≈ Bandbreite / Modellbytes</translation>
    </message>
    <message>
        <source>every decode step reads all the weights once</source>
        <translation>jeder Decode-Schritt liest alle Gewichte einmal</translation>
    </message>
    <message>
        <source>purchase price / cloud price per hour</source>
        <translation>Kaufpreis / Cloud-Preis pro Stunde</translation>
    </message>
    <message>
        <source>Does not fit in the GPU&apos;s memory.</source>
        <translation>Passt nicht in den GPU-Speicher.</translation>
    </message>
    <message>
        <source>This GPU has no tensor units for the chosen precision; time uses the next slower peak.</source>
        <translation>Diese GPU hat keine Tensor-Einheiten für die gewählte Präzision; die Zeit nutzt die nächstlangsamere Spitze.</translation>
    </message>
    <message>
        <source>This GPU has no FP8 tensor cores; time uses the BF16/FP16 peak.</source>
        <translation>Diese GPU hat keine FP8-Tensor-Kerne; die Zeit nutzt die BF16/FP16-Spitze.</translation>
    </message>
    <message>
        <source>Activation memory of a model given only as a parameter count is unknown: set activation bytes per sample.</source>
        <translation>Der Aktivierungsspeicher eines nur über die Parameterzahl gegebenen Modells ist unbekannt: Aktivierungsbytes pro Beispiel angeben.</translation>
    </message>
    <message>
        <source>The sequence is longer than the model&apos;s trained context.</source>
        <translation>Die Sequenz ist länger als der trainierte Kontext des Modells.</translation>
    </message>
    <message>
        <source>The global batch is not a multiple of micro-batch × data-parallel size; it is rounded down.</source>
        <translation>Der globale Batch ist kein Vielfaches von Mikro-Batch × Datenparallelität; er wird abgerundet.</translation>
    </message>
    <message>
        <source>Fewer micro-batches than pipeline stages: the pipeline bubble wastes most of the time.</source>
        <translation>Weniger Mikro-Batches als Pipeline-Stufen: Die Pipeline-Blase verschwendet den Großteil der Zeit.</translation>
    </message>
    <message>
        <source>The layers do not divide evenly into pipeline stages; the first stage holds the larger share.</source>
        <translation>Die Schichten teilen sich nicht gleichmäßig auf die Pipeline-Stufen auf; die erste Stufe trägt den größeren Anteil.</translation>
    </message>
    <message>
        <source>There are fewer KV heads than tensor-parallel GPUs; KV heads are replicated.</source>
        <translation>Es gibt weniger KV-Köpfe als tensorparallele GPUs; KV-Köpfe werden repliziert.</translation>
    </message>
    <message>
        <source>Sequence parallelism has no effect without tensor parallelism.</source>
        <translation>Sequenz-Parallelität wirkt nicht ohne Tensor-Parallelität.</translation>
    </message>
    <message>
        <source>The cloud price is below the on-prem power cost alone: owning never breaks even.</source>
        <translation>Der Cloud-Preis liegt unter den reinen Stromkosten eigener Hardware: Besitz rechnet sich nie.</translation>
    </message>
    <message>
        <source>QLoRA is usually run with full activation recomputation.</source>
        <translation>QLoRA läuft meist mit vollständiger Neuberechnung der Aktivierungen.</translation>
    </message>
    <message>
        <source>ZeRO shards across data-parallel replicas; with a single replica it saves nothing.</source>
        <translation>ZeRO teilt über datenparallele Replikate auf; mit nur einem Replikat spart es nichts.</translation>
    </message>
    <message>
        <source>This GPU&apos;s board power is not published; energy cost is left out.</source>
        <translation>Die Boardleistung dieser GPU ist nicht veröffentlicht; Energiekosten bleiben unberücksichtigt.</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>Die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Not valid JSON</source>
        <translation>Kein gültiges JSON</translation>
    </message>
    <message>
        <source>Wrong type</source>
        <translation>Falscher Typ</translation>
    </message>
    <message>
        <source>Missing field</source>
        <translation>Fehlendes Feld</translation>
    </message>
    <message>
        <source>Unknown field</source>
        <translation>Unbekanntes Feld</translation>
    </message>
    <message>
        <source>Unknown value</source>
        <translation>Unbekannter Wert</translation>
    </message>
    <message>
        <source>Value out of range</source>
        <translation>Wert außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>Impossible combination</source>
        <translation>Unmögliche Kombination</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Nicht unterstützt</translation>
    </message>
    <message>
        <source>Not available</source>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Model: %1 (%2 parameters, %3 trainable)</source>
        <translation>Modell: %1 (%2 Parameter, %3 trainierbar)</translation>
    </message>
    <message>
        <source>Hardware: %1 × %2 (tensor %3, pipeline %4, data %5, ZeRO-%6)</source>
        <translation>Hardware: %1 × %2 (Tensor %3, Pipeline %4, Daten %5, ZeRO-%6)</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 of %2 — %3</source>
        <translation>Speicher pro GPU: %1 von %2 — %3</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>passt, %1 frei</translation>
    </message>
    <message>
        <source>does NOT fit, short by %1</source>
        <translation>passt NICHT, es fehlen %1</translation>
    </message>
    <message>
        <source>Compute: %1 per token, %2 in total over %3 tokens</source>
        <translation>Rechenaufwand: %1 pro Token, %2 insgesamt über %3 Tokens</translation>
    </message>
    <message>
        <source>Training time: %1 (%2, %3 tokens/s)</source>
        <translation>Trainingszeit: %1 (%2, %3 Tokens/s)</translation>
    </message>
    <message>
        <source>Cost: cloud %1, on-prem %2, energy %3 kWh</source>
        <translation>Kosten: Cloud %1, eigene Hardware %2, Energie %3 kWh</translation>
    </message>
    <message>
        <source>Throughput: %1 tokens/s per sequence, %2 tokens/s in aggregate; largest batch %3, longest context %4</source>
        <translation>Durchsatz: %1 Tokens/s pro Sequenz, %2 Tokens/s insgesamt; größter Batch %3, längster Kontext %4</translation>
    </message>
    <message>
        <source>Cost per million tokens: cloud %1, on-prem %2</source>
        <translation>Kosten pro Million Tokens: Cloud %1, eigene Hardware %2</translation>
    </message>
    <message>
        <source>Break-even: %1 per GPU (%2 utilisation over the depreciation period)</source>
        <translation>Break-even: %1 pro GPU (%2 Auslastung über den Abschreibungszeitraum)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source># Headroom estimate: %1 on %2 × %3</source>
        <translation># Headroom-Schätzung: %1 auf %2 × %3</translation>
    </message>
    <message>
        <source>| Figure | Formula | With the numbers | Result | Rule of thumb |</source>
        <translation>| Größe | Formel | Mit den Zahlen | Ergebnis | Faustregel |</translation>
    </message>
    <message>
        <source>## Sources</source>
        <translation>## Quellen</translation>
    </message>
    <message>
        <source>## Warnings</source>
        <translation>## Warnungen</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>erhalten %1</translation>
    </message>
    <message>
        <source>, got %1</source>
        <translation>, erhalten %1</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>ein JSON-Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>einen String</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>einen nicht leeren String</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>ein Objekt aus Strings</translation>
    </message>
    <message>
        <source>an array of non-negative integers</source>
        <translation>ein Array nicht negativer ganzer Zahlen</translation>
    </message>
    <message>
        <source>[begin, end]</source>
        <translation>[begin, end]</translation>
    </message>
    <message>
        <source>valid JSON (the error is at line %1, byte %2)</source>
        <translation>gültiges JSON (der Fehler liegt in Zeile %1, Byte %2)</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>gültiges JSON</translation>
    </message>
    <message>
        <source>valid JSON nested at most %1 levels deep</source>
        <translation>gültiges JSON mit höchstens %1 Verschachtelungsebenen</translation>
    </message>
    <message>
        <source>a readable file</source>
        <translation>eine lesbare Datei</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>eine reguläre Datei</translation>
    </message>
    <message>
        <source>a file of at most %1 bytes</source>
        <translation>eine Datei mit höchstens %1 Byte</translation>
    </message>
    <message>
        <source>a header of at most %1 bytes</source>
        <translation>einen Header mit höchstens %1 Byte</translation>
    </message>
    <message>
        <source>at least %1 bytes</source>
        <translation>mindestens %1 Byte</translation>
    </message>
    <message>
        <source>a header length within the file (%1 bytes)</source>
        <translation>eine Header-Länge innerhalb der Datei (%1 Byte)</translation>
    </message>
    <message>
        <source>a readable safetensors header</source>
        <translation>einen lesbaren safetensors-Header</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a number above %1 and at most %2</source>
        <translation>eine Zahl über %1 und höchstens %2</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>a positive integer</source>
        <translation>eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>eine positive Zahl</translation>
    </message>
    <message>
        <source>a non-negative number</source>
        <translation>eine nicht negative Zahl</translation>
    </message>
    <message>
        <source>a number from 0 to 1</source>
        <translation>eine Zahl von 0 bis 1</translation>
    </message>
    <message>
        <source>a fraction from 0 up to, not including, 1</source>
        <translation>einen Anteil von 0 bis ausschließlich 1</translation>
    </message>
    <message>
        <source>0, or a number from %1 to %2</source>
        <translation>0 oder eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a model of at most %1 parameters</source>
        <translation>ein Modell mit höchstens %1 Parametern</translation>
    </message>
    <message>
        <source>a shape of fewer than %1 elements</source>
        <translation>eine Form mit weniger als %1 Elementen</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einen der Werte %1</translation>
    </message>
    <message>
        <source>a list with at least one of %1</source>
        <translation>eine Liste mit mindestens einem der Werte %1</translation>
    </message>
    <message>
        <source>exactly one of the fields %1</source>
        <translation>genau eines der Felder %1</translation>
    </message>
    <message>
        <source>known fields: %1</source>
        <translation>bekannte Felder: %1</translation>
    </message>
    <message>
        <source>version %1 (the file was written by a newer Headroom; update to read it)</source>
        <translation>Version %1 (die Datei stammt von einer neueren Headroom-Version; aktualisieren Sie Headroom, um sie zu lesen)</translation>
    </message>
    <message>
        <source>an id not used before in this file</source>
        <translation>eine in dieser Datei noch nicht verwendete ID</translation>
    </message>
    <message>
        <source>a GPU id from the catalog</source>
        <translation>eine GPU-ID aus dem Katalog</translation>
    </message>
    <message>
        <source>a GPU id from the catalog or a GPU object</source>
        <translation>eine GPU-ID aus dem Katalog oder ein GPU-Objekt</translation>
    </message>
    <message>
        <source>a model id from the catalog</source>
        <translation>eine Modell-ID aus dem Katalog</translation>
    </message>
    <message>
        <source>a figure key such as %1</source>
        <translation>einen Ergebnisschlüssel wie %1</translation>
    </message>
    <message>
        <source>a dtype name such as %1</source>
        <translation>einen dtype-Namen wie %1</translation>
    </message>
    <message>
        <source>at least one positive peak (%1)</source>
        <translation>mindestens einen positiven Spitzenwert (%1)</translation>
    </message>
    <message>
        <source>PATH=VALUE, e.g. %1</source>
        <translation>PATH=VALUE, z. B. %1</translation>
    </message>
    <message>
        <source>a dotted path like %1</source>
        <translation>einen punktgetrennten Pfad wie %1</translation>
    </message>
    <message>
        <source>a divisor of %1 (%2)</source>
        <translation>einen Teiler von %1 (%2)</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1) or an explicit head_dim</source>
        <translation>einen Teiler von hidden (%1) oder ein explizites head_dim</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>höchstens %1 (%2)</translation>
    </message>
    <message>
        <source>the same value as %1 (%2)</source>
        <translation>denselben Wert wie %1 (%2)</translation>
    </message>
    <message>
        <source>equal to %1 (%2)</source>
        <translation>einen Wert gleich %1 (%2)</translation>
    </message>
    <message>
        <source>tensor × pipeline (%1 × %2 = %3) to divide the GPU count (%4)</source>
        <translation>Tensor × Pipeline (%1 × %2 = %3) als Teiler der GPU-Anzahl (%4)</translation>
    </message>
    <message>
        <source>pipeline × virtual stages to divide the layers (%1)</source>
        <translation>Pipeline × virtuelle Stufen als Teiler der Schichtzahl (%1)</translation>
    </message>
    <message>
        <source>at least micro-batch × data-parallel size (%1 × %2 = %3)</source>
        <translation>mindestens Mikro-Batch × Datenparallelität (%1 × %2 = %3)</translation>
    </message>
    <message>
        <source>1 for a model given only as a parameter count (tensor, pipeline and expert parallel need an architecture)</source>
        <translation>1 für ein nur über die Parameterzahl gegebenes Modell (Tensor-, Pipeline- und Expertenparallelität brauchen eine Architektur)</translation>
    </message>
    <message>
        <source>1 unless pipeline parallelism is used</source>
        <translation>1, sofern keine Pipeline-Parallelität genutzt wird</translation>
    </message>
    <message>
        <source>a model with an architecture (LoRA adapts its weight matrices)</source>
        <translation>ein Modell mit Architektur (LoRA passt dessen Gewichtsmatrizen an)</translation>
    </message>
    <message>
        <source>a training mode (train, lora, qlora) for %1</source>
        <translation>einen Trainingsmodus (train, lora, qlora) für %1</translation>
    </message>
    <message>
        <source>a model without cross-attention</source>
        <translation>ein Modell ohne Cross-Attention</translation>
    </message>
    <message>
        <source>a whole number of bytes of %1</source>
        <translation>eine ganzzahlige Anzahl Byte bei %1</translation>
    </message>
    <message>
        <source>%1 bytes for the shape and dtype</source>
        <translation>%1 Byte für Form und dtype</translation>
    </message>
    <message>
        <source>tensors packed end to end, this one starting at %1</source>
        <translation>lückenlos aneinandergereihte Tensoren, dieser beginnend bei %1</translation>
    </message>
    <message>
        <source>offsets within the data section (%1 bytes)</source>
        <translation>Offsets innerhalb des Datenbereichs (%1 Byte)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>over the adapted matrices</source>
        <translation>über die adaptierten Matrizen</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>bytes/param</source>
        <translation>Byte/Parameter</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>embeddings, norms</source>
        <translation>Embeddings, Normen</translation>
    </message>
    <message>
        <source>final norm</source>
        <translation>finale Norm</translation>
    </message>
    <message>
        <source>forward + backward per sample</source>
        <translation>Vorwärts + Rückwärts pro Beispiel</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>eingefroren</translation>
    </message>
    <message>
        <source>GPT, 16-bit, selective</source>
        <translation>GPT, 16 Bit, selektiv</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Ausgabekopf</translation>
    </message>
    <message>
        <source>+20% for inference</source>
        <translation>+20 % für Inferenz</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>layer input</source>
        <translation>Schichteingabe</translation>
    </message>
    <message>
        <source>layer input kept</source>
        <translation>gespeicherte Schichteingabe</translation>
    </message>
    <message>
        <source>layer matrices</source>
        <translation>Schichtmatrizen</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>master</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>MLP per expert</source>
        <translation>MLP pro Experte</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP-Breite</translation>
    </message>
    <message>
        <source>model bytes</source>
        <translation>Modellbytes</translation>
    </message>
    <message>
        <source>model states, unsharded</source>
        <translation>Modellzustände, ohne Sharding</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>Normen</translation>
    </message>
    <message>
        <source>one layer&apos;s activations</source>
        <translation>Aktivierungen einer Schicht</translation>
    </message>
    <message>
        <source>one layer&apos;s workspace</source>
        <translation>Arbeitsspeicher einer Schicht</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>per layer</source>
        <translation>pro Schicht</translation>
    </message>
    <message>
        <source>per sequence</source>
        <translation>pro Sequenz</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>repliziert</translation>
    </message>
    <message>
        <source>sum of the rest</source>
        <translation>Summe der übrigen</translation>
    </message>
    <message>
        <source>split</source>
        <translation>aufgeteilt</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>with full recomputation</source>
        <translation>mit vollständiger Neuberechnung</translation>
    </message>
    <message>
        <source>Step time (predicted)</source>
        <translation>Schrittzeit (vorhergesagt)</translation>
    </message>
    <message>
        <source>Pipeline bubble per step</source>
        <translation>Pipeline-Blase pro Schritt</translation>
    </message>
    <message>
        <source>Tensor-parallel communication per layer</source>
        <translation>Tensor-parallele Kommunikation pro Schicht</translation>
    </message>
    <message>
        <source>Gradient reduction per step</source>
        <translation>Gradientenreduktion pro Schritt</translation>
    </message>
    <message>
        <source>MFU (predicted)</source>
        <translation>MFU (vorhergesagt)</translation>
    </message>
    <message>
        <source>The tensor-parallel group is wider than a node: its collectives cross the scale-out network.</source>
        <translation>Die Tensor-parallele Gruppe ist breiter als ein Knoten: Ihre Kollektive laufen über das Netz zwischen den Knoten.</translation>
    </message>
    <message>
        <source>of the step</source>
        <translation>des Schritts</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>Speichergebundene Arbeit</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-parallel</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontext-parallel</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Experten-parallel</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Pipeline transfers</source>
        <translation>Pipeline-Übertragungen</translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation>Gradientenreduktion</translation>
    </message>
    <message>
        <source>Parameter gathers</source>
        <translation>Parameter-Sammeln</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Optimierer-Schritt</translation>
    </message>
    <message>
        <source>memory-bound work</source>
        <translation>speichergebundene Arbeit</translation>
    </message>
    <message>
        <source>the pipeline bubble</source>
        <translation>die Pipeline-Blase</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>Tensor-parallele Kommunikation</translation>
    </message>
    <message>
        <source>gradient reduction</source>
        <translation>die Gradientenreduktion</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>Cloud cost per million tokens</source>
        <translation>Cloud-Kosten pro Million Tokens</translation>
    </message>
    <message>
        <source>a GGUF file (it starts with &quot;GGUF&quot;)</source>
        <translation>eine GGUF-Datei (sie beginnt mit &quot;GGUF&quot;)</translation>
    </message>
    <message>
        <source>a complete header (%1 bytes needed, the file has %2)</source>
        <translation>einen vollständigen Header (%1 Bytes nötig, die Datei hat %2)</translation>
    </message>
    <message>
        <source>a ggml tensor type llama.cpp knows (0 to %1)</source>
        <translation>einen ggml-Tensortyp, den llama.cpp kennt (0 bis %1)</translation>
    </message>
    <message>
        <source>MLA latent and rope key</source>
        <translation>MLA-Latent und RoPE-Schlüssel</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>volle Neuberechnung</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>selektive Neuberechnung</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO-Stufe %1</translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation>Volle Neuberechnung</translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation>Selektive Neuberechnung</translation>
    </message>
    <message>
        <source>Batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>Tensor parallel %1</source>
        <translation>Tensor-Parallelität %1</translation>
    </message>
    <message>
        <source>Pipeline parallel %1</source>
        <translation>Pipeline-Parallelität %1</translation>
    </message>
    <message>
        <source>Expert parallel %1</source>
        <translation>Expertenparallelität %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>Weights in %1</source>
        <translation>Gewichte in %1</translation>
    </message>
    <message>
        <source>KV cache in %1</source>
        <translation>KV-Cache in %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1 and %2</source>
        <translation>ZeRO-Stufe %1 und %2</translation>
    </message>
    <message>
        <source>on %1 GPUs</source>
        <translation>auf %1 GPUs</translation>
    </message>
    <message>
        <source>time +%1</source>
        <translation>Zeit +%1</translation>
    </message>
    <message>
        <source>time −%1</source>
        <translation>Zeit −%1</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>Attention-Scores</translation>
    </message>
    <message>
        <source>experts a token skips</source>
        <translation>Experten, die ein Token überspringt</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>FLOPs per sample (model)</source>
        <translation>FLOPs pro Beispiel (Modell)</translation>
    </message>
    <message>
        <source>FLOPs per sample (hardware)</source>
        <translation>FLOPs pro Beispiel (Hardware)</translation>
    </message>
    <message>
        <source>Compute: %1 per sample, %2 in total over %3 samples</source>
        <translation>Rechenaufwand: %1 pro Beispiel, %2 insgesamt über %3 Beispiele</translation>
    </message>
    <message>
        <source>Epochs: %1 of %2 samples, %3 optimizer steps each</source>
        <translation>Epochen: %1 zu je %2 Beispielen, jeweils %3 Optimiererschritte</translation>
    </message>
    <message>
        <source>Training time: %1 (%2, %3 samples/s)</source>
        <translation>Trainingszeit: %1 (%2, %3 Beispiele/s)</translation>
    </message>
    <message>
        <source>Storage reads per step</source>
        <translation>Speicherlesen pro Schritt</translation>
    </message>
    <message>
        <source>Host-to-device copy per step</source>
        <translation>Host-zu-GPU-Kopie pro Schritt</translation>
    </message>
    <message>
        <source>CPU decoding per step</source>
        <translation>CPU-Dekodierung pro Schritt</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>Checkpoint-Schreiben</translation>
    </message>
    <message>
        <source>Checkpoint writing per step</source>
        <translation>Checkpoint-Schreiben pro Schritt</translation>
    </message>
    <message>
        <source>Step with inputs and checkpoints</source>
        <translation>Schritt mit Eingaben und Checkpoints</translation>
    </message>
    <message>
        <source>the GPU step</source>
        <translation>der GPU-Schritt</translation>
    </message>
    <message>
        <source>storage reads</source>
        <translation>Speicherlesen</translation>
    </message>
    <message>
        <source>host-to-device copies</source>
        <translation>Host-zu-GPU-Kopien</translation>
    </message>
    <message>
        <source>CPU decoding</source>
        <translation>CPU-Dekodierung</translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation>Checkpoint-Schreiben</translation>
    </message>
    <message>
        <source>Checkpoint-bound: %1 %2 per step vs %3 GPU step</source>
        <translation>Durch Checkpoints begrenzt: %1 %2 pro Schritt gegenüber %3 GPU-Schritt</translation>
    </message>
    <message>
        <source>Input-bound: %1 %2 per step vs %3 GPU step</source>
        <translation>Durch Eingaben begrenzt: %1 %2 pro Schritt gegenüber %3 GPU-Schritt</translation>
    </message>
    <message>
        <source>KV cache: MLA latent</source>
        <translation>KV-Cache: MLA-Latent</translation>
    </message>
    <message>
        <source>KV cache: full layers</source>
        <translation>KV-Cache: volle Schichten</translation>
    </message>
    <message>
        <source>KV cache: windowed layers</source>
        <translation>KV-Cache: Fensterschichten</translation>
    </message>
    <message>
        <source>Recurrent state</source>
        <translation>Rekurrenter Zustand</translation>
    </message>
    <message>
        <source>Serving: KV cache per sequence</source>
        <translation>Serving: KV-Cache pro Sequenz</translation>
    </message>
    <message>
        <source>Serving: memory left for the KV cache</source>
        <translation>Serving: Speicher für den KV-Cache</translation>
    </message>
    <message>
        <source>Serving: most sequences at once</source>
        <translation>Serving: höchstens gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <source>Serving: prefill of one prompt</source>
        <translation>Serving: Prefill eines Prompts</translation>
    </message>
    <message>
        <source>Serving: one decode step</source>
        <translation>Serving: ein Decode-Schritt</translation>
    </message>
    <message>
        <source>Serving: tokens per verification</source>
        <translation>Serving: Tokens pro Verifikation</translation>
    </message>
    <message>
        <source>Serving: time per output token</source>
        <translation>Serving: Zeit pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>Serving: time to first token</source>
        <translation>Serving: Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Serving: output tokens per second per GPU</source>
        <translation>Serving: Ausgabe-Tokens pro Sekunde pro GPU</translation>
    </message>
    <message>
        <source>Serving: cloud cost per million output tokens</source>
        <translation>Serving: Cloud-Kosten pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Serving: on-prem cost per million output tokens</source>
        <translation>Serving: Kosten vor Ort pro Million Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Serving: cloud cost per million input tokens</source>
        <translation>Serving: Cloud-Kosten pro Million Eingabe-Tokens</translation>
    </message>
    <message>
        <source>the KV memory</source>
        <translation>den KV-Speicher</translation>
    </message>
    <message>
        <source>the time-to-first-token limit</source>
        <translation>die TTFT-Grenze</translation>
    </message>
    <message>
        <source>the time-per-token limit</source>
        <translation>die TPOT-Grenze</translation>
    </message>
    <message>
        <source>the scenario&apos;s setting</source>
        <translation>die Einstellung des Szenarios</translation>
    </message>
    <message>
        <source>nothing: even one sequence breaks the limits</source>
        <translation>nichts: schon eine Sequenz verletzt die Grenzen</translation>
    </message>
    <message>
        <source>the prefill pool</source>
        <translation>den Prefill-Pool</translation>
    </message>
    <message>
        <source>  %1 output tokens/s per GPU, %2 tokens/s per user; TTFT %3, TPOT %4</source>
        <translation>  %1 Ausgabe-Tokens/s pro GPU, %2 Tokens/s pro Nutzer; TTFT %3, TPOT %4</translation>
    </message>
    <message>
        <source>  Per million output tokens: cloud %1, on-prem %2%3</source>
        <translation>  Pro Million Ausgabe-Tokens: Cloud %1, vor Ort %2%3</translation>
    </message>
    <message>
        <source>, API %1</source>
        <translation>, API %1</translation>
    </message>
    <message>
        <source>  Per million input tokens: cloud %1, on-prem %2 (prefill takes %3 of the GPU time)</source>
        <translation>  Pro Million Eingabe-Tokens: Cloud %1, vor Ort %2 (Prefill braucht %3 der GPU-Zeit)</translation>
    </message>
    <message>
        <source>≈ 16 bytes per parameter (mixed-precision Adam)</source>
        <translation>≈ 16 Byte pro Parameter (Adam mit gemischter Präzision)</translation>
    </message>
    <message>
        <source>training needs 4–6× the weights</source>
        <translation>Training braucht das 4–6-Fache der Gewichte</translation>
    </message>
    <message>
        <source>2 bytes per parameter for fp16 inference</source>
        <translation>2 Byte pro Parameter für FP16-Inferenz</translation>
    </message>
    <message>
        <source>C ≈ 6·N·D</source>
        <translation>C ≈ 6·N·D</translation>
    </message>
    <message>
        <source>activations ≈ 34·s·b·h bytes per layer</source>
        <translation>Aktivierungen ≈ 34·s·b·h Bytes pro Schicht</translation>
    </message>
    <message>
        <source>training time ≈ 8·N·D / (GPUs × 40 % of peak)</source>
        <translation>Trainingszeit ≈ 8·N·D / (GPUs × 40 % der Spitze)</translation>
    </message>
    <message>
        <source>pipeline bubble ≈ (p − 1)/(v·m) of the step</source>
        <translation>Pipeline-Blase ≈ (p − 1)/(v·m) des Schritts</translation>
    </message>
    <message>
        <source>KV cache ≈ 2·L·h·bytes per token</source>
        <translation>KV-Cache ≈ 2·L·h·Bytes pro Token</translation>
    </message>
    <message>
        <source>inference needs 2 bytes per parameter + 20 %</source>
        <translation>Inferenz braucht 2 Bytes pro Parameter + 20 %</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (meinten Sie %1?)</translation>
    </message>
    <message>
        <source>a date YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>ein Datum JJJJ, JJJJ-MM oder JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>a placeholder</source>
        <translation>ein Platzhalter</translation>
    </message>
    <message>
        <source>a placeholder (%1)</source>
        <translation>ein Platzhalter (%1)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>%1, this month</source>
        <translation>%1, aus diesem Monat</translation>
    </message>
    <message>
        <source>%1, a month old</source>
        <translation>%1, einen Monat alt</translation>
    </message>
    <message>
        <source>%1, %2 months old</source>
        <translation>%1, %2 Monate alt</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>auf Abruf</translation>
    </message>
    <message>
        <source>one-year reserved</source>
        <translation>ein Jahr reserviert</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>your price, saved with the scenario</source>
        <translation>Ihr Preis, mit dem Szenario gespeichert</translation>
    </message>
    <message>
        <source>Headroom&apos;s default: no catalog price for this GPU</source>
        <translation>Headrooms Vorgabe: kein Katalogpreis für diese GPU</translation>
    </message>
    <message>
        <source>catalog, %1</source>
        <translation>Katalog, %1</translation>
    </message>
    <message>
        <source> — a placeholder: set your own</source>
        <translation> — ein Platzhalter: setzen Sie Ihren eigenen</translation>
    </message>
    <message>
        <source> — older than six months: check it</source>
        <translation> — älter als sechs Monate: bitte prüfen</translation>
    </message>
    <message>
        <source> — not a quoted price: check it</source>
        <translation> — kein genannter Preis: bitte prüfen</translation>
    </message>
    <message>
        <source>Prices (%1):</source>
        <translation>Preise (%1):</translation>
    </message>
    <message>
        <source> (no %1 rate known for this GPU)</source>
        <translation> (für diese GPU ist kein Tarif „%1“ bekannt)</translation>
    </message>
    <message>
        <source>  Cloud: %1 per GPU, %2, %3%4%5</source>
        <translation>  Cloud: %1 pro GPU, %2, %3%4%5</translation>
    </message>
    <message>
        <source>  Purchase: %1 per GPU, %2%3</source>
        <translation>  Kauf: %1 pro GPU, %2%3</translation>
    </message>
    <message>
        <source>  Also in the catalog: %1 %2 (%3)</source>
        <translation>  Ebenfalls im Katalog: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Check the prices: %1.</source>
        <translation>Prüfen Sie die Preise: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 usable (%2 marketed)</source>
        <translation>%1 nutzbar (%2 beworben)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a price and where it comes from</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>cloud %1</source>
        <comment>a price to check</comment>
        <translation>Cloud %1</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <comment>a price to check</comment>
        <translation>Kauf %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Serving under load: %1 sequences at once on each replica (GPUs per replica: %2; set by %3; the KV memory holds %4)</source>
        <translation>Betrieb unter Last: %1 Sequenzen gleichzeitig je Replikat (GPUs je Replikat: %2; begrenzt durch %3; der KV-Speicher fasst %4)</translation>
    </message>
    <message>
        <source>does NOT fit: the runtime&apos;s KV cache share holds %1 sequences, the batch is %2</source>
        <translation>passt NICHT: der KV-Cache-Anteil der Laufzeit fasst %1 Sequenzen, der Batch hat %2</translation>
    </message>
    <message>
        <source>One request alone (no queue): time to first token %1; time per output token %2 (%3-bound)</source>
        <translation>Eine Anfrage allein (keine Warteschlange): Zeit bis zum ersten Token %1; Zeit je Ausgabetoken %2 (%3)</translation>
    </message>
    <message>
        <source>A batch of %1 requests alone (no queue): time to first token %2; time per output token %3 (%4-bound)</source>
        <translation>Ein Batch von %1 Anfragen allein (keine Warteschlange): Zeit bis zum ersten Token %2; Zeit je Ausgabetoken %3 (%4)</translation>
    </message>
    <message>
        <source>a software stack that runs %1 (%2)</source>
        <translation>ein Software-Stack, der %1 ausführt (%2)</translation>
    </message>
    <message>
        <source>Weight copies</source>
        <translation>Gewichtskopien</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allocator-Reserve</translation>
    </message>
    <message>
        <source>the start of the step</source>
        <translation>dem Beginn des Schritts</translation>
    </message>
    <message>
        <source>the end of the forward</source>
        <translation>dem Ende des Vorwärtsdurchlaufs</translation>
    </message>
    <message>
        <source>the start of the backward</source>
        <translation>dem Beginn des Rückwärtsdurchlaufs</translation>
    </message>
    <message>
        <source>the backward</source>
        <translation>dem Rückwärtsdurchlauf</translation>
    </message>
    <message>
        <source>the optimizer step</source>
        <translation>dem Optimiererschritt</translation>
    </message>
    <message>
        <source>the end of the step</source>
        <translation>dem Ende des Schritts</translation>
    </message>
    <message>
        <source>the prefill</source>
        <translation>dem Prefill</translation>
    </message>
    <message>
        <source>decoding</source>
        <translation>dem Dekodieren</translation>
    </message>
    <message>
        <source>Software: %1</source>
        <translation>Software: %1</translation>
    </message>
    <message>
        <source>, torch.compile</source>
        <translation>, torch.compile</translation>
    </message>
    <message>
        <source> (the papers&apos; accounting: every part of memory at once)</source>
        <translation> (die Rechnung der Veröffentlichungen: alle Speicherteile gleichzeitig)</translation>
    </message>
    <message>
        <source> (the default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Peak: %1 allocated at %2 (%3); the allocator reserves %4; with the CUDA context the process takes %5</source>
        <translation>Spitze: %1 belegt bei %2 (%3); der Allocator reserviert %4; mit dem CUDA-Kontext belegt der Prozess %5</translation>
    </message>
    <message>
        <source>Mean time between failures of the job</source>
        <translation>Mittlere Zeit zwischen Ausfällen des Jobs</translation>
    </message>
    <message>
        <source>Time lost per failure</source>
        <translation>Verlorene Zeit pro Ausfall</translation>
    </message>
    <message>
        <source>Best checkpoint interval</source>
        <translation>Bestes Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Wall-clock training time</source>
        <translation>Trainingszeit (Gesamtlaufzeit)</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Waiting for the slowest GPU per step</source>
        <translation>Warten auf die langsamste GPU pro Schritt</translation>
    </message>
    <message>
        <source>Pipeline bubble&apos;s share of the step</source>
        <translation>Anteil der Pipeline-Blase am Schritt</translation>
    </message>
    <message>
        <source>layers that leave %1 for the other %2 stages to share evenly</source>
        <translation>Schichtzahlen, die %1 für die übrigen %2 Stufen zum gleichmäßigen Aufteilen übrig lassen</translation>
    </message>
    <message>
        <source>nothing unless pipeline parallelism is used</source>
        <translation>nichts, außer wenn Pipeline-Parallelität verwendet wird</translation>
    </message>
    <message>
        <source>Young 1974</source>
        <translation>Young 1974</translation>
    </message>
    <message>
        <source>Waiting for the slowest GPU</source>
        <translation>Warten auf die langsamste GPU</translation>
    </message>
    <message>
        <source>%1 failures per million GPU-hours (Llama 3&apos;s: 419 unexpected interruptions in 54 days on 16,384 GPUs)</source>
        <translation>%1 Ausfälle pro Million GPU-Stunden (wie bei Llama 3: 419 unerwartete Unterbrechungen in 54 Tagen auf 16.384 GPUs)</translation>
    </message>
    <message>
        <source>%1 failures per million GPU-hours (the scenario&apos;s)</source>
        <translation>%1 Ausfälle pro Million GPU-Stunden (aus dem Szenario)</translation>
    </message>
    <message>
        <source>Wall clock with failures: the run never finishes at %1: with a failure every %2 and no checkpoint to go back to, every failure starts it again</source>
        <translation>Gesamtlaufzeit mit Ausfällen: Bei %1 wird der Lauf nie fertig: Mit einem Ausfall alle %2 und keinem Checkpoint, zu dem er zurückkehren kann, beginnt jeder Ausfall ihn von vorn</translation>
    </message>
    <message>
        <source>Wall clock with failures: %1 (%2, goodput %3) at %4</source>
        <translation>Gesamtlaufzeit mit Ausfällen: %1 (%2, Goodput %3) bei %4</translation>
    </message>
    <message>
        <source>  Lost: %1 failures, each %2 (restart %3, reload %4, work done again %5); checkpoint writes %6</source>
        <translation>  Verloren: %1 Ausfälle, je %2 (Neustart %3, Neuladen %4, wiederholte Arbeit %5); Checkpoint-Schreiben %6</translation>
    </message>
    <message>
        <source>  Lost: checkpoint writes %1</source>
        <translation>  Verloren: Checkpoint-Schreiben %1</translation>
    </message>
    <message>
        <source>  Best checkpoint interval (Young/Daly): every %1 steps (%2), goodput %3</source>
        <translation>  Bestes Checkpoint-Intervall (Young/Daly): alle %1 Schritte (%2), Goodput %3</translation>
    </message>
    <message>
        <source>Pipeline stages (the step is timed on stage %1, the memory figures are stage %2&apos;s):</source>
        <translation>Pipeline-Stufen (der Schritt richtet sich nach Stufe %1, die Speicherwerte sind die von Stufe %2):</translation>
    </message>
    <message>
        <source>  Stage %1: %2 layers, %3 per GPU, forward and backward %4</source>
        <translation>  Stufe %1: %2 Schichten, %3 pro GPU, Vorwärts- und Rückwärtsdurchlauf %4</translation>
    </message>
    <message>
        <source>(embedding)</source>
        <translation>(Embedding)</translation>
    </message>
    <message>
        <source>(LM head and logits)</source>
        <translation>(LM-Kopf und Logits)</translation>
    </message>
    <message>
        <source>Checkpoint every %1 steps (Young/Daly)</source>
        <translation>Checkpoint alle %1 Schritte (Young/Daly)</translation>
    </message>
    <message>
        <source>Balance the stages: %1 layers first, %2 last</source>
        <translation>Stufen ausgleichen: %1 Schichten in der ersten, %2 in der letzten</translation>
    </message>
    <message>
        <source>Cost over the wall clock: cloud %1, on-prem %2</source>
        <translation>Kosten über die Gesamtlaufzeit: Cloud %1, eigene Hardware %2</translation>
    </message>
    <message>
        <source>the host launching kernels</source>
        <translation>den Host, der Kernel startet</translation>
    </message>
    <message>
        <source>Training time at the GPU step&apos;s pace</source>
        <translation>Trainingszeit im Tempo des GPU-Schritts</translation>
    </message>
    <message>
        <source>Not a valid GGUF file</source>
        <translation>Keine gültige GGUF-Datei</translation>
    </message>
    <message>
        <source>Not a valid safetensors file</source>
        <translation>Keine gültige safetensors-Datei</translation>
    </message>
    <message>
        <source>GPU step</source>
        <translation>GPU-Schritt</translation>
    </message>
    <message>
        <source>Storage reads</source>
        <translation>Speicherlesen</translation>
    </message>
    <message>
        <source>Host-to-device copies</source>
        <translation>Host-zu-GPU-Kopien</translation>
    </message>
    <message>
        <source>Checkpoint writing</source>
        <translation>Checkpoint-Schreiben</translation>
    </message>
    <message>
        <source>time and cost are at that pace (the GPUs alone: %1)</source>
        <translation>Zeit und Kosten gelten für dieses Tempo (die GPUs allein: %1)</translation>
    </message>
    <message>
        <source>Renting this run costs %1 (%2); buying its GPU with its share of a server costs %3, and the run&apos;s power on it %4.</source>
        <translation>Diesen Lauf zu mieten kostet %1 (%2); seine GPU mit ihrem Anteil an einem Server zu kaufen kostet %3, und der Strom für den Lauf darauf %4.</translation>
    </message>
    <message>
        <source>Renting this run costs %1 (%2); buying its %5 GPUs with their servers costs %3, and the run&apos;s power on them %4.</source>
        <translation>Diesen Lauf zu mieten kostet %1 (%2); seine %5 GPUs samt Servern zu kaufen kostet %3, und der Strom für den Lauf darauf %4.</translation>
    </message>
    <message>
        <source>Owning never pays: the power alone costs more than renting.</source>
        <translation>Eigene Hardware lohnt sich nie: Der Strom allein kostet mehr als die Miete.</translation>
    </message>
    <message>
        <source>Owning would pay only at %1 such runs a year, but at most %2 fit in a year: rent.</source>
        <translation>Eigene Hardware lohnte sich erst ab %1 solchen Läufen im Jahr, aber höchstens %2 passen in ein Jahr: mieten.</translation>
    </message>
    <message>
        <source>Owning pays from %1 such runs a year (%2 a year of upkeep and depreciation; at most %3 runs fit in a year); fewer, and renting is cheaper.</source>
        <translation>Eigene Hardware lohnt sich ab %1 solchen Läufen im Jahr (%2 pro Jahr für Unterhalt und Abschreibung; höchstens %3 Läufe passen in ein Jahr); bei weniger ist Mieten günstiger.</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>die Neuberechnung</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>Kontext-parallele Kommunikation</translation>
    </message>
    <message>
        <source>expert-parallel communication</source>
        <translation>Experten-parallele Kommunikation</translation>
    </message>
    <message>
        <source>pipeline transfers</source>
        <translation>Pipeline-Übertragungen</translation>
    </message>
    <message>
        <source>parameter gathers</source>
        <translation>das Parameter-Sammeln</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>what limits a step: its largest part and that part&apos;s share</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2; next: %3, %4</source>
        <comment>what limits a step: its largest part with its share, then the next</comment>
        <translation>%1, %2; danach: %3, %4</translation>
    </message>
    <message>
        <source>GPU step: %1 predicted, MFU %2</source>
        <translation>GPU-Schritt: %1 vorhergesagt, MFU %2</translation>
    </message>
    <message>
        <source>GPU step: %1 at a fixed MFU of %2 (not predicted)</source>
        <translation>GPU-Schritt: %1 bei fester MFU von %2 (nicht vorhergesagt)</translation>
    </message>
    <message>
        <source>Inputs and checkpoints per step (loading overlaps the GPU step):</source>
        <translation>Eingaben und Checkpoints pro Schritt (das Laden überlappt den GPU-Schritt):</translation>
    </message>
    <message>
        <source>Inputs and checkpoints per step (loading does not overlap the GPU step):</source>
        <translation>Eingaben und Checkpoints pro Schritt (das Laden überlappt den GPU-Schritt nicht):</translation>
    </message>
    <message>
        <source>Step with inputs and checkpoints: %1; limited by %2</source>
        <translation>Schritt mit Eingaben und Checkpoints: %1; begrenzt durch %2</translation>
    </message>
    <message>
        <source>Cloud or buy: %1</source>
        <translation>Cloud oder kaufen: %1</translation>
    </message>
    <message>
        <source>whole model: </source>
        <translation>ganzes Modell: </translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>Gewichtskopien</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>Allocator-Reserve</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA-Kontext</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>zero_grad(set_to_none) freed them; the backward makes them after the peak</source>
        <translation>zero_grad(set_to_none) hat sie freigegeben; der Rückwärtsdurchlauf erzeugt sie nach der Spitze</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>layer input per token</source>
        <translation>Schichteingabe pro Token</translation>
    </message>
    <message>
        <source>saved per token by the eager ops</source>
        <translation>pro Token von den Eager-Operationen gespeichert</translation>
    </message>
    <message>
        <source>final norm and head input</source>
        <translation>letzte Norm und Eingabe des Kopfes</translation>
    </message>
    <message>
        <source>bytes per logit</source>
        <translation>Bytes pro Logit</translation>
    </message>
    <message>
        <source>the loss&apos;s gradients, kept to the backward</source>
        <translation>die Gradienten des Loss, bis zum Rückwärtsdurchlauf gehalten</translation>
    </message>
    <message>
        <source>one prompt&apos;s workspace</source>
        <translation>Arbeitsspeicher eines Prompts</translation>
    </message>
    <message>
        <source>waiting for the slowest GPU</source>
        <translation>das Warten auf die langsamste GPU</translation>
    </message>
    <message>
        <source>, chunked loss</source>
        <translation>, gestückelter Loss</translation>
    </message>
    <message>
        <source>FSDP full sharding (ZeRO-3)</source>
        <translation>FSDP, volle Aufteilung (ZeRO-3)</translation>
    </message>
    <message>
        <source>FSDP gradient and optimizer sharding (ZeRO-%1)</source>
        <translation>FSDP, Aufteilung von Gradienten und Optimierer (ZeRO-%1)</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient Checkpointing</translation>
    </message>
    <message>
        <source>Micro-batch %1 with %2 accumulation steps</source>
        <translation>Micro-Batch %1 mit %2 Akkumulationsschritten</translation>
    </message>
    <message>
        <source>A chunked loss (Liger Kernel&apos;s fused linear cross-entropy)</source>
        <translation>Ein gestückelter Loss (fusionierte lineare Kreuzentropie von Liger Kernel)</translation>
    </message>
    <message>
        <source>QLoRA rank %1 with PEFT (adapters only, 4-bit base)</source>
        <translation>QLoRA Rang %1 mit PEFT (nur Adapter, 4-Bit-Basis)</translation>
    </message>
    <message>
        <source>LoRA rank %1 with PEFT (adapters only)</source>
        <translation>LoRA Rang %1 mit PEFT (nur Adapter)</translation>
    </message>
    <message>
        <source>ZeRO stage %1 and gradient checkpointing</source>
        <translation>ZeRO-Stufe %1 und Gradient Checkpointing</translation>
    </message>
    <message>
        <source>Agrawal et al. 2024 (Sarathi-Serve, chunked prefill); docs/model.md §8b</source>
        <translation>Agrawal et al. 2024 (Sarathi-Serve, Prefill in Stücken); docs/model.md §8b</translation>
    </message>
    <message>
        <source>DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (sliding window); docs/model.md §1b</source>
        <translation>DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (gleitendes Fenster); docs/model.md §1b</translation>
    </message>
    <message>
        <source>Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 GPUs; docs/model.md §7d</source>
        <translation>Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 unerwartete Unterbrechungen in 54 Tagen auf 16.384 GPUs; docs/model.md §7d</translation>
    </message>
    <message>
        <source>Kwon et al. 2023 (vLLM, paged KV in 16-token blocks); docs/model.md §8b</source>
        <translation>Kwon et al. 2023 (vLLM, KV in Seiten zu 16 Tokens); docs/model.md §8b</translation>
    </message>
    <message>
        <source>Leviathan et al. 2023 (speculative decoding); Williams et al. 2009 (roofline per kernel); docs/model.md §8b</source>
        <translation>Leviathan et al. 2023 (spekulatives Dekodieren); Williams et al. 2009 (Roofline je Kernel); docs/model.md §8b</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 §2.2 (1F1B, interleaved)</source>
        <translation>Narayanan et al. 2021 §2.2 (1F1B, verschachtelt)</translation>
    </message>
    <message>
        <source>PCI-SIG base specifications 3.0-5.0 (x16 per direction), ~80 % effective; docs/model.md §7c</source>
        <translation>PCI-SIG-Basisspezifikationen 3.0–5.0 (x16 je Richtung), ~80 % effektiv; docs/model.md §7c</translation>
    </message>
    <message>
        <source>PyTorch DataLoader (workers prefetch behind the step); docs/model.md §7c</source>
        <translation>PyTorch DataLoader (Worker laden hinter dem Schritt vor); docs/model.md §7c</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO) §3.1 model states, less gradients; docs/model.md §7c</source>
        <translation>Rajbhandari et al. 2020 (ZeRO) §3.1 Modellzustände ohne Gradienten; docs/model.md §7c</translation>
    </message>
    <message>
        <source>Sinha et al. 2022 (SC&apos;22): GPU speed varies across identical parts; the slowest of N: √(2·ln N) spreads (extreme-value bound); docs/model.md §7e</source>
        <translation>Sinha et al. 2022 (SC&apos;22): Die GPU-Geschwindigkeit schwankt zwischen baugleichen Teilen; die langsamste von N: √(2·ln N) Streuungen (Extremwertschranke); docs/model.md §7e</translation>
    </message>
    <message>
        <source>Thakur et al. 2005 (ring collectives); NCCL bus bandwidth; docs/model.md</source>
        <translation>Thakur et al. 2005 (Ring-Kollektive); NCCL-Busbandbreite; docs/model.md</translation>
    </message>
    <message>
        <source>Williams et al. 2009 (roofline, per kernel); docs/model.md §8</source>
        <translation>Williams et al. 2009 (Roofline, je Kernel); docs/model.md §8</translation>
    </message>
    <message>
        <source>Williams et al. 2009 (roofline, per kernel); docs/model.md §8b</source>
        <translation>Williams et al. 2009 (Roofline, je Kernel); docs/model.md §8b</translation>
    </message>
    <message>
        <source>docs/model.md §7c (ImageNet: Russakovsky et al. 2015; token ids: Megatron-LM indexed_dataset; read rate: assumption)</source>
        <translation>docs/model.md §7c (ImageNet: Russakovsky et al. 2015; Token-IDs: Megatron-LM indexed_dataset; Leserate: Annahme)</translation>
    </message>
    <message>
        <source>docs/model.md §7c (JPEG decode + augmentation per core: assumption, measure yours)</source>
        <translation>docs/model.md §7c (JPEG-Dekodierung + Augmentierung je Kern: Annahme, messen Sie Ihre eigene)</translation>
    </message>
    <message>
        <source>docs/model.md §8b and §10 (cost per GPU-hour)</source>
        <translation>docs/model.md §8b und §10 (Kosten je GPU-Stunde)</translation>
    </message>
    <message>
        <source>Daly 2006 (FGCS 22(3)): complete model and higher-order optimum; Young 1974</source>
        <translation>Daly 2006 (FGCS 22(3)): vollständiges Modell und Optimum höherer Ordnung; Young 1974</translation>
    </message>
    <message>
        <source>SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static by tp_size)</source>
        <translation>SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static nach tp_size)</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>a published cost per GPU-hour: tier, rate, age</comment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>  Published cost per GPU-hour: %1</source>
        <translation>  Veröffentlichte Kosten pro GPU-Stunde: %1</translation>
    </message>
    <message>
        <source>  Not published for this GPU: %1</source>
        <translation>  Für diese GPU nicht veröffentlicht: %1</translation>
    </message>
    <message>
        <source>owning as a hyperscaler</source>
        <translation>Besitz als Hyperscaler</translation>
    </message>
    <message>
        <source>owning as a neocloud</source>
        <translation>Besitz als Neocloud</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>, FlashAttention-2</source>
        <translation>, FlashAttention-2</translation>
    </message>
    <message>
        <source>, power limit %1 of %2 W</source>
        <translation>, Leistungsgrenze %1 von %2 W</translation>
    </message>
    <message>
        <source>the fp32 log-sum-exp of each token</source>
        <translation>die fp32-Log-Sum-Exp jedes Tokens</translation>
    </message>
    <message>
        <source>, compiled loss</source>
        <translation>, kompilierter Loss</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>dichter Spitzenwert</translation>
    </message>
    <message>
        <source>clock exponent</source>
        <translation>Taktexponent</translation>
    </message>
    <message>
        <source>the stack&apos;s sustained share</source>
        <translation>der dauerhaft erreichte Anteil des Stacks</translation>
    </message>
    <message>
        <source>The loss compiled (torch.compile: no fp32 copies of the logits)</source>
        <translation>Der Loss kompiliert (torch.compile: keine fp32-Kopien der Logits)</translation>
    </message>
    <message>
        <source>Tensor cores&apos; rate the step is timed at</source>
        <translation>Rate der Tensor Cores, mit der der Schritt gerechnet wird</translation>
    </message>
    <message>
        <source>power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 of micro-batch %2 of %3</source>
        <translation>%1 des Mikro-Batches %2 von %3</translation>
    </message>
    <message>
        <source>Attention kernel&apos;s rate</source>
        <translation>Rate des Attention-Kernels</translation>
    </message>
    <message>
        <source>tensor cores&apos; rate</source>
        <translation>Rate der Tensor-Cores</translation>
    </message>
    <message>
        <source>the kernel&apos;s share of it at head dimension 128</source>
        <translation>Anteil des Kernels daran bei Kopfdimension 128</translation>
    </message>
    <message>
        <source>its published rate at this head dimension over 128&apos;s</source>
        <translation>seine veröffentlichte Rate bei dieser Kopfdimension durch die bei 128</translation>
    </message>
    <message>
        <source>Gradients synced each micro-batch (sync_each_batch)</source>
        <translation>Gradienten nach jedem Mikro-Batch synchronisiert (sync_each_batch)</translation>
    </message>
    <message>
        <source> + sync_each_batch</source>
        <translation> + sync_each_batch</translation>
    </message>
    <message>
        <source>FSDP&apos;s no_sync keeps them whole until a step&apos;s last micro-batch</source>
        <translation>FSDPs no_sync hält sie ungeteilt bis zum letzten Mikro-Batch eines Schritts</translation>
    </message>
    <message>
        <source>the share of the layers recomputed</source>
        <translation>der Anteil der neu berechneten Schichten</translation>
    </message>
    <message>
        <source>recomputed layers</source>
        <translation>neu berechnete Schichten</translation>
    </message>
    <message>
        <source>Recompute the first %1 layers of each model chunk (recompute_num_layers)</source>
        <translation>Die ersten %1 Schichten jedes Modellabschnitts neu berechnen (recompute_num_layers)</translation>
    </message>
    <message>
        <source>Recompute the first %1 layers of each stage (recompute_num_layers)</source>
        <translation>Die ersten %1 Schichten jeder Stufe neu berechnen (recompute_num_layers)</translation>
    </message>
    <message>
        <source>Recomputed layers apply to full recomputation only; here they change nothing.</source>
        <translation>Neu berechnete Schichten gelten nur bei vollständiger Neuberechnung; hier ändern sie nichts.</translation>
    </message>
    <message>
        <source>Recomputing only the first layers of each stage is Megatron-LM&apos;s block method, which this software stack does not have (torchtitan&apos;s nearest recomputes every k-th layer); it is estimated as if it had.</source>
        <translation>Nur die ersten Schichten jeder Stufe neu zu berechnen ist Megatron-LMs Block-Methode, die dieser Software-Stack nicht hat (torchtitans nächste Option berechnet jede k-te Schicht neu); geschätzt wird, als hätte er sie.</translation>
    </message>
    <message>
        <source>LoRA adapters&apos; memory-bound work per step</source>
        <translation>Speichergebundene Arbeit der LoRA-Adapter pro Schritt</translation>
    </message>
    <message>
        <source>forward passes</source>
        <translation>Vorwärtsdurchläufe</translation>
    </message>
    <message>
        <source>the adapters&apos; bytes per token forward</source>
        <translation>Bytes der Adapter pro Token vorwärts</translation>
    </message>
    <message>
        <source>the adapters&apos; bytes per token backward</source>
        <translation>Bytes der Adapter pro Token rückwärts</translation>
    </message>
    <message>
        <source>, DeepEP dispatch</source>
        <translation>, DeepEP-Verteilung</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes: optim=&quot;adamw_bnb_8bit&quot;)</source>
        <translation>8-Bit-AdamW (bitsandbytes: optim=&quot;adamw_bnb_8bit&quot;)</translation>
    </message>
    <message>
        <source>Adafactor (optim=&quot;adafactor&quot;)</source>
        <translation>Adafactor (optim=&quot;adafactor&quot;)</translation>
    </message>
    <message>
        <source>FSDP full sharding over %1 GPUs</source>
        <translation>FSDP, volle Aufteilung über %1 GPUs</translation>
    </message>
    <message>
        <source>ZeRO-3 over %1 GPUs</source>
        <translation>ZeRO-3 über %1 GPUs</translation>
    </message>
    <message>
        <source>%1 (the model&apos;s context window; the memory holds %2)</source>
        <translation>%1 (das Kontextfenster des Modells; der Speicher fasst %2)</translation>
    </message>
    <message>
        <source>This software stack shards by data only (the Hugging Face Trainer&apos;s DDP, FSDP or DeepSpeed ZeRO): tensor and pipeline parallel are estimated as if it ran them; Megatron-LM or FSDP2 (torchtitan) does.</source>
        <translation>Dieser Software-Stack teilt nur nach Daten auf (DDP, FSDP oder DeepSpeed ZeRO des Hugging-Face-Trainers): Tensor- und Pipeline-Parallelität werden geschätzt, als liefe er sie; Megatron-LM oder FSDP2 (torchtitan) tut es.</translation>
    </message>
    <message>
        <source>This software stack checkpoints whole layers (gradient checkpointing) and has no selective recomputation: estimated without recomputation.</source>
        <translation>Dieser Software-Stack checkpointet ganze Schichten (Gradient Checkpointing) und hat keine selektive Neuberechnung: geschätzt ohne Neuberechnung.</translation>
    </message>
    <message>
        <source>gpu_memory_utilization %1 (a larger KV pool)</source>
        <translation>gpu_memory_utilization %1 (ein größerer KV-Pool)</translation>
    </message>
    <message>
        <source>on one GPU</source>
        <translation>auf einer GPU</translation>
    </message>
    <message>
        <source>This inference engine does not load weights in this format (llama.cpp runs GGUF files only; the others not llama.cpp&apos;s block types): estimated as if it did.</source>
        <translation>Diese Inferenz-Engine lädt keine Gewichte in diesem Format (llama.cpp führt nur GGUF-Dateien aus, die anderen nicht die Blocktypen von llama.cpp): geschätzt, als täte sie es.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Kernel launches</source>
        <translation>Kernel-Starts</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>Kernel-Starts</translation>
    </message>
    <message>
        <source> (the default on this hardware)</source>
        <translation> (Standard auf dieser Hardware)</translation>
    </message>
</context>
<context>
    <name>ScenarioFileText</name>
    <message>
        <source>%1: %2 parameters in %3 tensors</source>
        <translation>%1: %2 Parameter in %3 Tensoren</translation>
    </message>
    <message>
        <source>%1: %2, %3 parameters</source>
        <translation>%1: %2, %3 Parameter</translation>
    </message>
    <message>
        <source>%1: %2 parameters, %3 of tensors (%4 bits per weight)</source>
        <translation>%1: %2 Parameter, %3 Tensoren (%4 Bit pro Gewicht)</translation>
    </message>
</context>
<context>
    <name>headroom::app::BreakevenChartWidget</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;After %2 months: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Nach %2 Monaten: %3</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>Eigene Hardware</translation>
    </message>
    <message>
        <source>&lt;b&gt;On-prem&lt;/b&gt; at %1 utilisation: %2</source>
        <translation>&lt;b&gt;Eigene Hardware&lt;/b&gt; bei %1 Auslastung: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cloud&lt;/b&gt;: %1 at any utilisation</source>
        <translation>&lt;b&gt;Cloud&lt;/b&gt;: %1 bei jeder Auslastung</translation>
    </message>
    <message>
        <source>Cloud or buy?</source>
        <translation>Cloud oder kaufen?</translation>
    </message>
</context>
<context>
    <name>headroom::app::ExplainPanel</name>
    <message>
        <source>Copy as Markdown</source>
        <translation>Als Markdown kopieren</translation>
    </message>
    <message>
        <source>How each figure is worked out, with the numbers of this scenario.</source>
        <translation>Wie jede Zahl berechnet wird, mit den Werten dieses Szenarios.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Rule of thumb:</source>
        <translation>Faustregel:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>Rule of thumb for the whole model (the figure above is per GPU):</source>
        <translation>Faustregel für das ganze Modell (der Wert oben gilt pro GPU):</translation>
    </message>
</context>
<context>
    <name>headroom::app::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>1× (screen)</source>
        <translation>1× (Bildschirm)</translation>
    </message>
    <message>
        <source>2× (HiDPI, slides)</source>
        <translation>2× (HiDPI, Folien)</translation>
    </message>
    <message>
        <source>3×</source>
        <translation>3×</translation>
    </message>
    <message>
        <source>DPI…</source>
        <translation>DPI…</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>Pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>vector drawing, %1 × %2 units</source>
        <translation>Vektorzeichnung, %1 × %2 Einheiten</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source> (too large to export)</source>
        <translation> (zu groß zum Exportieren)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Subtitle with the key settings</source>
        <translation>Untertitel mit den wichtigsten Einstellungen</translation>
    </message>
    <message>
        <source>A line above the chart: the model, the GPUs, the mode and precision, the parallel layout, the batch and the sequence</source>
        <translation>Eine Zeile über dem Diagramm: Modell, GPUs, Modus und Präzision, paralleles Layout, Batch und Sequenz</translation>
    </message>
    <message>
        <source>16:9 slide</source>
        <translation>Folie 16:9</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>Folie 4:3</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadratisch</translation>
    </message>
    <message>
        <source>A4 page, portrait, 300 DPI</source>
        <translation>A4-Seite, Hochformat, 300 DPI</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 pixels)</source>
        <translation>%1 (%2 × %3 Pixel)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark (for dark slides)</source>
        <translation>Dunkel (für dunkle Folien)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>; titles and legends shortened below %1 × %2</source>
        <translation>; Titel und Legenden unter %1 × %2 gekürzt</translation>
    </message>
</context>
<context>
    <name>headroom::app::GpuEditor</name>
    <message>
        <source>Every field of a catalog GPU, by its JSON key (docs/catalog.md). Amounts in the units beside them; an empty amount is 0 (not known). The entry is checked as the catalog reader checks it and saved to your catalog file, where it replaces a built-in GPU with the same id.</source>
        <translation>Jedes Feld einer Katalog-GPU, nach seinem JSON-Schlüssel (docs/catalog.md). Beträge in den daneben genannten Einheiten; ein leerer Betrag ist 0 (unbekannt). Der Eintrag wird geprüft, wie der Katalogleser ihn prüft, und in Ihrer Katalogdatei gespeichert, wo er eine eingebaute GPU mit derselben ID ersetzt.</translation>
    </message>
    <message>
        <source>GPU in Your Catalog</source>
        <translation>GPU in Ihrem Katalog</translation>
    </message>
    <message>
        <source>one per line</source>
        <translation>eine pro Zeile</translation>
    </message>
</context>
<context>
    <name>headroom::app::InputPanel</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>Eigene Architektur</translation>
    </message>
    <message>
        <source>Parameter count only</source>
        <translation>Nur Parameterzahl</translation>
    </message>
    <message>
        <source>Hugging Face config file</source>
        <translation>Hugging-Face-Konfigurationsdatei</translation>
    </message>
    <message>
        <source>Parameters. Moving it scales the architecture (custom model).</source>
        <translation>Parameter. Verschieben skaliert die Architektur (eigenes Modell).</translation>
    </message>
    <message>
        <source>Size (parameters)</source>
        <translation>Größe (Parameter)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source> MiB/sample</source>
        <translation> MiB/Beispiel</translation>
    </message>
    <message>
        <source>Activation memory per sample at 16-bit, for a model known only by its size</source>
        <translation>Aktivierungsspeicher pro Beispiel bei 16 Bit, für ein nur über seine Größe bekanntes Modell</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden-Größe</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Köpfe</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>same as heads</source>
        <translation>wie Köpfe</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN-Größe</translation>
    </message>
    <message>
        <source>4 × hidden</source>
        <translation>4 × Hidden</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experten pro Token</translation>
    </message>
    <message>
        <source>Gated MLP</source>
        <translation>Gated MLP</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Gekoppelte Embeddings</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>Vortraining</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA-Feinabstimmung</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA-Feinabstimmung</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Mikro-Batchgröße</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (the decode batch for inference)</source>
        <translation>Sequenzen pro GPU und Schritt (der Decode-Batch bei Inferenz)</translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation>Globale Batchgröße</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>Präzision und Optimierer</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-Bit</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Parallelism and memory savers</source>
        <translation>Parallelität und Speichersparer</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-parallel</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-parallel</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0: keine</translation>
    </message>
    <message>
        <source>1: optimizer states</source>
        <translation>1: Optimierer-Zustände</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + Gradienten</translation>
    </message>
    <message>
        <source>3: + weights</source>
        <translation>3: + Gewichte</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequenz-parallel</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selektiv</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>GPU described in the file</source>
        <translation>In der Datei beschriebene GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of peak the training run achieves</source>
        <translation>Model FLOPs Utilisation: der Anteil der Spitzenleistung, den das Training erreicht</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>Cloud-Preis</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/h</translation>
    </message>
    <message>
        <source>Cloud price per GPU-hour</source>
        <translation>Cloud-Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Kaufpreis pro GPU</translation>
    </message>
    <message>
        <source>Back to the catalog&apos;s price for this GPU</source>
        <translation>Zurück zum Katalogpreis dieser GPU</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power</source>
        <translation>Power Usage Effectiveness: Gesamtleistung des Rechenzentrums durch IT-Leistung</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>Server share</source>
        <translation>Serveranteil</translation>
    </message>
    <message>
        <source>Server, network and storage cost as a share of the GPU price</source>
        <translation>Server-, Netzwerk- und Speicherkosten als Anteil des GPU-Preises</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source> %/year</source>
        <translation> %/Jahr</translation>
    </message>
    <message>
        <source>Maintenance per year as a share of the capital cost</source>
        <translation>Wartung pro Jahr als Anteil der Anschaffungskosten</translation>
    </message>
    <message>
        <source>Attention query projection</source>
        <translation>Query-Projektion der Attention</translation>
    </message>
    <message>
        <source>Attention key projection</source>
        <translation>Key-Projektion der Attention</translation>
    </message>
    <message>
        <source>Attention value projection</source>
        <translation>Value-Projektion der Attention</translation>
    </message>
    <message>
        <source>Attention output projection</source>
        <translation>Ausgabeprojektion der Attention</translation>
    </message>
    <message>
        <source>MLP gate projection</source>
        <translation>Gate-Projektion des MLP</translation>
    </message>
    <message>
        <source>MLP up projection</source>
        <translation>Up-Projektion des MLP</translation>
    </message>
    <message>
        <source>MLP down projection</source>
        <translation>Down-Projektion des MLP</translation>
    </message>
    <message>
        <source>The weight matrices that get a LoRA adapter in every layer</source>
        <translation>Die Gewichtsmatrizen, die in jeder Schicht einen LoRA-Adapter erhalten</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Virtuelle Stufen</translation>
    </message>
    <message>
        <source>Interleaved pipeline: model chunks per GPU, which shrink the pipeline bubble (needs pipeline parallel above 1)</source>
        <translation>Verschränkte Pipeline: Modellabschnitte pro GPU, die die Pipeline-Blase verkleinern (erfordert Pipeline-Parallelität über 1)</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Experten-parallel</translation>
    </message>
    <message>
        <source>GPUs of a data-parallel group that share out each MoE layer&apos;s experts (mixture-of-experts models only)</source>
        <translation>GPUs einer datenparallelen Gruppe, die sich die Experten jeder MoE-Schicht aufteilen (nur Mixture-of-Experts-Modelle)</translation>
    </message>
    <message>
        <source>Efficiency and overhead</source>
        <translation>Effizienz und Overhead</translation>
    </message>
    <message>
        <source>Use HFU instead of MFU</source>
        <translation>HFU statt MFU verwenden</translation>
    </message>
    <message>
        <source>Time training by the hardware FLOPs utilisation, which counts recomputed FLOPs, instead of MFU</source>
        <translation>Trainingszeit statt mit der MFU mit der Hardware FLOPs Utilisation berechnen, die neu berechnete FLOPs mitzählt</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>Hardware FLOPs utilisation: the share of peak the GPUs achieve, recomputation included</source>
        <translation>Hardware FLOPs Utilisation: der Anteil der Spitzenleistung, den die GPUs erreichen, Neuberechnung eingeschlossen</translation>
    </message>
    <message>
        <source>BW efficiency</source>
        <translation>Bandbreiten-Effizienz</translation>
    </message>
    <message>
        <source>The share of the GPU&apos;s peak memory bandwidth that inference actually reaches</source>
        <translation>Der Anteil der Spitzen-Speicherbandbreite der GPU, den die Inferenz tatsächlich erreicht</translation>
    </message>
    <message>
        <source>Fixed overhead</source>
        <translation>Fester Overhead</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Memory each GPU loses before the model loads: CUDA context, cuBLAS and NCCL workspaces</source>
        <translation>Speicher, den jede GPU verliert, bevor das Modell geladen ist: CUDA-Kontext, cuBLAS- und NCCL-Arbeitsbereiche</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>Memory lost to allocator fragmentation, as a share of everything else on the GPU</source>
        <translation>Durch Fragmentierung im Allokator verlorener Speicher, als Anteil an allem anderen auf der GPU</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hosting</translation>
    </message>
    <message>
        <source>/kW·month</source>
        <translation>/kW·Monat</translation>
    </message>
    <message>
        <source>On-premises data-centre space, cooling and power delivery per kW of GPU power per month</source>
        <translation>Rechenzentrumsfläche, Kühlung und Stromversorgung für eigene Hardware, pro kW GPU-Leistung und Monat</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontext-parallel</translation>
    </message>
    <message>
        <source>GPUs that split each sequence between them (ring attention): for long sequences; divides the activations and adds a K/V exchange</source>
        <translation>GPUs, die jede Sequenz unter sich aufteilen (Ring-Attention): für lange Sequenzen; teilt die Aktivierungen und fügt einen K/V-Austausch hinzu</translation>
    </message>
    <message>
        <source>Fixed MFU</source>
        <translation>Feste MFU</translation>
    </message>
    <message>
        <source>Time training by an MFU you know from your own runs instead of predicting the step from compute, communication and pipeline bubbles</source>
        <translation>Die Trainingszeit mit einer MFU aus eigenen Läufen berechnen, statt den Schritt aus Rechnen, Kommunikation und Pipeline-Blasen vorherzusagen</translation>
    </message>
    <message>
        <source>Network and overlap</source>
        <translation>Netzwerk und Überlappung</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>GPUs joined by the fast scale-up link (NVLink, xGMI) in one node or rack domain; the catalog&apos;s figure until you change it</source>
        <translation>GPUs, die in einem Knoten oder Rack-Verbund über die schnelle Scale-up-Verbindung (NVLink, xGMI) verbunden sind; der Katalogwert, bis Sie ihn ändern</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>Scale-up</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Bandwidth per GPU and direction inside a node (NVLink, xGMI or PCIe)</source>
        <translation>Bandbreite pro GPU und Richtung innerhalb eines Knotens (NVLink, xGMI oder PCIe)</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>Scale-out</translation>
    </message>
    <message>
        <source>Each GPU&apos;s share of the network between nodes (InfiniBand, RoCE), per direction</source>
        <translation>Der Anteil jeder GPU am Netz zwischen den Knoten (InfiniBand, RoCE), pro Richtung</translation>
    </message>
    <message>
        <source>Overlap gradient reduction</source>
        <translation>Gradienten überlappen</translation>
    </message>
    <message>
        <source>Reduce gradients bucket by bucket during the backward pass (--overlap-grad-reduce)</source>
        <translation>Gradienten Bucket für Bucket während des Rückwärtsdurchlaufs reduzieren (--overlap-grad-reduce)</translation>
    </message>
    <message>
        <source>Overlap parameter gathers</source>
        <translation>Parameter-Sammeln überlappen</translation>
    </message>
    <message>
        <source>Prefetch ZeRO/FSDP parameter all-gathers behind compute (--overlap-param-gather)</source>
        <translation>ZeRO-/FSDP-Parameter-All-Gathers hinter der Rechnung vorab laden (--overlap-param-gather)</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel</source>
        <translation>Tensor-parallel überlappen</translation>
    </message>
    <message>
        <source>Hide the forward tensor-parallel collectives behind the GEMMs (--tp-comm-overlap)</source>
        <translation>Die Tensor-parallelen Kollektive des Vorwärtsdurchlaufs hinter den GEMMs verbergen (--tp-comm-overlap)</translation>
    </message>
    <message>
        <source>Overlap pipeline transfers</source>
        <translation>Pipeline-Übertragungen überlappen</translation>
    </message>
    <message>
        <source>Hide the stage-to-stage transfers behind compute, except while the pipeline fills and drains</source>
        <translation>Die Übertragungen zwischen den Stufen hinter der Rechnung verbergen, außer beim Füllen und Leeren der Pipeline</translation>
    </message>
    <message>
        <source>Efficiency scale</source>
        <translation>Effizienzfaktor</translation>
    </message>
    <message>
        <source>Multiplies every kernel efficiency of the predicted step; 1 is the built-in model. &quot;Fit&quot; sets it from a run of yours.</source>
        <translation>Multipliziert jede Kernel-Effizienz des vorhergesagten Schritts; 1 ist das eingebaute Modell. „Anpassen“ setzt ihn aus einem eigenen Lauf.</translation>
    </message>
    <message>
        <source>Tokens per second per GPU that your own run of this layout measured</source>
        <translation>Tokens pro Sekunde und GPU, die Ihr eigener Lauf dieses Layouts gemessen hat</translation>
    </message>
    <message>
        <source>Measured tok/s/GPU</source>
        <translation>Gemessen Tok/s/GPU</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Anpassen</translation>
    </message>
    <message>
        <source>Set the efficiency scale so the predicted step matches your measurement; every other layout is then predicted from it</source>
        <translation>Den Effizienzfaktor so setzen, dass der vorhergesagte Schritt Ihrer Messung entspricht; jedes andere Layout wird dann damit vorhergesagt</translation>
    </message>
    <message>
        <source>Fitted: efficiency scale %1 (the model predicted %2 tokens/s per GPU)</source>
        <translation>Angepasst: Effizienzfaktor %1 (das Modell hatte %2 Tokens/s pro GPU vorhergesagt)</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>Modelle suchen</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>TTFT-Grenze</translation>
    </message>
    <message>
        <source>Longest acceptable time to first token; the largest concurrency that meets it is chosen</source>
        <translation>Längste akzeptable Zeit bis zum ersten Token; die größte Parallelität, die sie einhält, wird gewählt</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>TPOT-Grenze</translation>
    </message>
    <message>
        <source>Longest acceptable time per output token (one user&apos;s decode speed)</source>
        <translation>Längste akzeptable Zeit pro Ausgabetoken (Decode-Geschwindigkeit eines Nutzers)</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>Sequences per replica; none lets the KV memory and the limits choose</source>
        <translation>Sequenzen pro Replikat; keine: KV-Speicher und Grenzen entscheiden</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>Prefill-Replikate</translation>
    </message>
    <message>
        <source>Disaggregated serving: replicas that only prefill and hand the KV cache to the others, which only decode; none: every replica does both</source>
        <translation>Getrenntes Serving: Replikate, die nur Prefill rechnen und den KV-Cache an die anderen übergeben, die nur dekodieren; keine: jedes Replikat macht beides</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfstokens</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens the draft proposes per target step</source>
        <translation>Spekulatives Dekodieren: Tokens, die der Entwurf pro Zielschritt vorschlägt</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Akzeptanz</translation>
    </message>
    <message>
        <source>Speculative decoding: the chance the target accepts each drafted token</source>
        <translation>Spekulatives Dekodieren: die Wahrscheinlichkeit, dass das Zielmodell ein Entwurfstoken annimmt</translation>
    </message>
    <message>
        <source>Layer kinds</source>
        <translation>Schichtarten</translation>
    </message>
    <message>
        <source>expert parallel set to %1 (%2 has %3 experts)</source>
        <translation>Expertenparallelität auf %1 gesetzt (%2 hat %3 Experten)</translation>
    </message>
    <message>
        <source>expert parallel set back to 1 (%1 has no experts)</source>
        <translation>Expertenparallelität auf 1 zurückgesetzt (%1 hat keine Experten)</translation>
    </message>
    <message>
        <source>tensor parallel set to %1 (it must divide the %2 attention heads)</source>
        <translation>Tensor-Parallelität auf %1 gesetzt (sie muss die %2 Attention-Köpfe teilen)</translation>
    </message>
    <message>
        <source>pipeline parallel set back to 1 (a model known only by its size has no layers to split)</source>
        <translation>Pipeline-Parallelität auf 1 zurückgesetzt (ein nur durch seine Größe bekanntes Modell hat keine Schichten zum Aufteilen)</translation>
    </message>
    <message>
        <source>For %1: %2.</source>
        <translation>Für %1: %2.</translation>
    </message>
    <message>
        <source>%1 is %2 and must be %3</source>
        <translation>%1 ist %2 und muss %3 sein</translation>
    </message>
    <message>
        <source>Model and GPU</source>
        <translation>Modell und GPU</translation>
    </message>
    <message>
        <source>Count samples and epochs</source>
        <translation>Beispiele und Epochen zählen</translation>
    </message>
    <message>
        <source>Samples per epoch</source>
        <translation>Beispiele pro Epoche</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>counted in images: %1 per epoch (ImageNet-1k), %2 epochs</source>
        <translation>in Bildern gezählt: %1 pro Epoche (ImageNet-1k), %2 Epochen</translation>
    </message>
    <message>
        <source>Data and checkpoints</source>
        <translation>Daten und Checkpoints</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Text (token ids)</source>
        <translation>Text (Token-IDs)</translation>
    </message>
    <message>
        <source>Images (JPEG)</source>
        <translation>Bilder (JPEG)</translation>
    </message>
    <message>
        <source>Bytes per sample</source>
        <translation>Bytes pro Beispiel</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>One sample as stored: tokens × bytes per id for text, ~110 KB for an ImageNet JPEG</source>
        <translation>Ein Beispiel, wie es gespeichert ist: Tokens × Bytes pro ID für Text, ~110 KB für ein ImageNet-JPEG</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>Speicherlesen</translation>
    </message>
    <message>
        <source>What one node reads its samples at (local NVMe, a network file system)</source>
        <translation>Rate, mit der ein Knoten seine Beispiele liest (lokale NVMe, ein Netzwerkdateisystem)</translation>
    </message>
    <message>
        <source>Host to GPU</source>
        <translation>Host zur GPU</translation>
    </message>
    <message>
        <source>Host-to-device copies per GPU: ~25 GB/s on PCIe 4.0 x16, ~50 GB/s on 5.0; the GPU&apos;s generation until you change it</source>
        <translation>Host-zu-GPU-Kopien pro GPU: ~25 GB/s mit PCIe 4.0 x16, ~50 GB/s mit 5.0; die Generation der GPU, bis Sie es ändern</translation>
    </message>
    <message>
        <source>CPU cores per node</source>
        <translation>CPU-Kerne pro Knoten</translation>
    </message>
    <message>
        <source>Cores the data-loader workers of one node decode images on</source>
        <translation>Kerne, auf denen die Data-Loader-Worker eines Knotens Bilder dekodieren</translation>
    </message>
    <message>
        <source>Images per core</source>
        <translation>Bilder pro Kern</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>JPEG decodes with augmentation one core does per second (an assumption: measure your loader alone)</source>
        <translation>JPEG-Dekodierungen mit Augmentierung pro Kern und Sekunde (eine Annahme: messen Sie Ihren Loader allein)</translation>
    </message>
    <message>
        <source>Loader overlaps the step</source>
        <translation>Loader überlappt den Schritt</translation>
    </message>
    <message>
        <source>Loader workers prepare the next batches while the GPUs run this one: the slowest stage sets the pace instead of all of them adding up</source>
        <translation>Loader-Worker bereiten die nächsten Batches vor, während die GPUs diesen rechnen: die langsamste Stufe bestimmt das Tempo, statt dass sich alle addieren</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Checkpoint alle</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>Checkpoint-Schreiben</translation>
    </message>
    <message>
        <source>What the job writes a checkpoint (weights, master copy, optimizer states) at</source>
        <translation>Rate, mit der der Job einen Checkpoint schreibt (Gewichte, Masterkopie, Optimiererzustände)</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>Experten-All-to-All überlappen</translation>
    </message>
    <message>
        <source>Hide the MoE dispatch and combine behind another micro-batch&apos;s compute (DualPipe, --overlap-moe-expert-parallel-comm)</source>
        <translation>MoE-Verteilung und -Zusammenführung hinter der Rechenzeit eines anderen Micro-Batches verbergen (DualPipe, --overlap-moe-expert-parallel-comm)</translation>
    </message>
    <message>
        <source>Choose the split</source>
        <translation>Aufteilung wählen lassen</translation>
    </message>
    <message>
        <source>Disaggregated serving: try every split of the replicas into prefill and decode pools and keep the one that serves the most per GPU within the limits (needs two replicas)</source>
        <translation>Disaggregiertes Serving: jede Aufteilung der Replikate in Prefill- und Decode-Pools durchprobieren und die behalten, die innerhalb der Grenzen pro GPU am meisten liefert (braucht zwei Replikate)</translation>
    </message>
    <message>
        <source>Request mix</source>
        <translation>Anfragemix</translation>
    </message>
    <message>
        <source>none: every request is the prompt and output above</source>
        <translation>keiner: jede Anfrage hat Prompt und Ausgabe wie oben</translation>
    </message>
    <message>
        <source>kinds of request from the file: %1; serving uses them, not the prompt and output above</source>
        <translation>Anfragearten aus der Datei: %1; das Serving nutzt sie statt Prompt und Ausgabe oben</translation>
    </message>
    <message>
        <source>KV cache share</source>
        <translation>KV-Cache-Anteil</translation>
    </message>
    <message>
        <source>The share of the memory left after the weights that the runtime gives its KV cache (TensorRT-LLM&apos;s free_gpu_memory_fraction; 0.90 unless set)</source>
        <translation>Der Anteil des nach den Gewichten freien Speichers, den die Laufzeit ihrem KV-Cache gibt (free_gpu_memory_fraction von TensorRT-LLM; 0,90, wenn nicht gesetzt)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1 (preliminary)</source>
        <translation>%1 (vorläufig)</translation>
    </message>
    <message>
        <source>Cloud rate</source>
        <translation>Cloud-Tarif</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>Auf Abruf</translation>
    </message>
    <message>
        <source>One-year reserved</source>
        <translation>Ein Jahr reserviert</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>The catalog rate the cloud price follows when you have not set your own; the GPU&apos;s on-demand rate when the catalog has none of this kind</source>
        <translation>Der Katalogtarif, dem der Cloud-Preis folgt, wenn Sie keinen eigenen gesetzt haben; der Tarif auf Abruf der GPU, wenn der Katalog keinen dieser Art kennt</translation>
    </message>
    <message>
        <source>Cloud rate: %1. Purchase price: %2.</source>
        <translation>Cloud-Tarif: %1. Kaufpreis: %2.</translation>
    </message>
    <message>
        <source>Check the prices older than six months or not quoted.</source>
        <translation>Prüfen Sie Preise, die älter als sechs Monate oder nicht genannt sind.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1 (inference)</source>
        <translation>%1 (Inferenz)</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>What runs the job: what it keeps in memory and when (the peak of the step), its allocator&apos;s reserve and the CUDA context. Default: the papers&apos; accounting (Megatron-LM for training, TensorRT-LLM for inference)</source>
        <translation>Was den Job ausführt: was er wann im Speicher hält (die Spitze des Schritts), die Reserve seines Allocators und den CUDA-Kontext. Standard: die Rechnung der Veröffentlichungen (Megatron-LM für Training, TensorRT-LLM für Inferenz)</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compiled with torch.compile: fused elementwise kernels save fewer tensors (PyTorch-native stacks)</source>
        <translation>Mit torch.compile kompiliert: fusionierte elementweise Kernel speichern weniger Tensoren (PyTorch-native Stacks)</translation>
    </message>
    <message>
        <source>mode set to pre-training (LoRA and QLoRA adapt the layers of a transformer)</source>
        <translation>Modus auf Pre-Training gesetzt (LoRA und QLoRA passen die Schichten eines Transformers an)</translation>
    </message>
    <message>
        <source>counted in tokens again: %1 training tokens</source>
        <translation>wieder in Tokens gezählt: %1 Trainings-Tokens</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>Attention runs FlashAttention-2 kernels: PyTorch&apos;s SDPA before it preferred cuDNN on Hopper, or transformers&apos; flash_attention_2 (about 0.34 of an H100&apos;s peak against 0.45)</source>
        <translation>Die Attention läuft mit FlashAttention-2-Kernels: PyTorchs SDPA, bevor es auf Hopper cuDNN bevorzugte, oder flash_attention_2 in transformers (etwa 0,34 der Spitzenleistung einer H100 statt 0,45)</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>The board&apos;s power limit (nvidia-smi -pl); below the TDP the tensor cores run at lower clocks, and energy is paid on the limit. The GPU&apos;s TDP until you change it</source>
        <translation>Die Leistungsgrenze der Karte (nvidia-smi -pl); unter der TDP laufen die Tensor Cores mit niedrigerem Takt, und die Energie wird für die Grenze bezahlt. Bis Sie sie ändern, die TDP der GPU</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>The stack&apos;s (fp32 logits)</source>
        <translation>Die des Stacks (fp32-Logits)</translation>
    </message>
    <message>
        <source>Compiled</source>
        <translation>Kompiliert</translation>
    </message>
    <message>
        <source>Chunked</source>
        <translation>In Blöcken</translation>
    </message>
    <message>
        <source>The cross-entropy: the stack&apos;s upcasts the logits to fp32 (three fp32 copies at the start of the backward); compiled, torch.compile fuses it and keeps the 16-bit logits (torchtitan with torch.compile since April 2025); chunked, a fused linear cross-entropy (Liger Kernel, Cut Cross-Entropy) never makes the whole logits</source>
        <translation>Die Kreuzentropie: die des Stacks wandelt die Logits nach fp32 (drei fp32-Kopien zu Beginn des Backward); kompiliert fusioniert torch.compile sie und behält die 16-Bit-Logits (torchtitan mit torch.compile seit April 2025); in Blöcken bildet eine fusionierte lineare Kreuzentropie (Liger Kernel, Cut Cross-Entropy) nie die ganzen Logits</translation>
    </message>
    <message>
        <source>The Trainer reduces the gradients after every micro-batch (Accelerate&apos;s sync_each_batch). Off, its default, FSDP keeps the whole model&apos;s gradients unsharded until a step&apos;s last micro-batch</source>
        <translation>Der Trainer reduziert die Gradienten nach jedem Mikro-Batch (sync_each_batch von Accelerate). Aus, seine Voreinstellung, hält FSDP die Gradienten des ganzen Modells ungeteilt bis zum letzten Mikro-Batch eines Schritts</translation>
    </message>
    <message>
        <source>sync_each_batch</source>
        <translation>sync_each_batch</translation>
    </message>
    <message>
        <source>Recomputed layers</source>
        <translation>Neu berechnete Schichten</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>jede Schicht</translation>
    </message>
    <message>
        <source>Full recomputation of only the first layers of each pipeline stage (each model chunk when interleaved); the others keep their activations. Megatron-LM&apos;s recompute_method block with recompute_num_layers</source>
        <translation>Vollständige Neuberechnung nur der ersten Schichten jeder Pipeline-Stufe (jedes Modellabschnitts bei Verschachtelung); die übrigen behalten ihre Aktivierungen. Megatron-LMs recompute_method block mit recompute_num_layers</translation>
    </message>
    <message>
        <source>DeepEP dispatch</source>
        <translation>DeepEP-Verteilung</translation>
    </message>
    <message>
        <source>The experts&apos; tokens go out and back through DeepEP&apos;s fused dispatch and combine kernels, which write the experts&apos; buffers directly. Off, Megatron-Core&apos;s alltoall dispatcher copies each routed token into the exchange&apos;s order, sorts it by expert and undoes both (mixture-of-experts models on Megatron or under torch.compile)</source>
        <translation>Die Token der Experten gehen über die fusionierten Dispatch- und Combine-Kernel von DeepEP hin und zurück, die direkt in die Puffer der Experten schreiben. Aus: Der Alltoall-Dispatcher von Megatron-Core kopiert jedes geroutete Token in die Reihenfolge des Austauschs, sortiert es nach Experte und macht beides rückgängig (Mixture-of-Experts-Modelle mit Megatron oder unter torch.compile)</translation>
    </message>
</context>
<context>
    <name>headroom::app::LayerStrip</name>
    <message>
        <source>MLA (latent %1)</source>
        <translation>MLA (Latent %1)</translation>
    </message>
    <message>
        <source>grouped-query (%1 KV heads)</source>
        <translation>Grouped-Query (%1 KV-Köpfe)</translation>
    </message>
    <message>
        <source>multi-head</source>
        <translation>Multi-Head</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens)</source>
        <translation>%1 mit gleitendem Fenster (%2 Tokens)</translation>
    </message>
    <message>
        <source>%1 chunked (%2 tokens)</source>
        <translation>%1 in Blöcken (%2 Tokens)</translation>
    </message>
    <message>
        <source>%1 linear</source>
        <translation>%1 linear</translation>
    </message>
    <message>
        <source>%1 full %2 + %3</source>
        <translation>%1 voll %2 + %3</translation>
    </message>
    <message>
        <source>%1 MoE layers, %2 experts, top-%3</source>
        <translation>%1 MoE-Schichten, %2 Experten, Top-%3</translation>
    </message>
    <message>
        <source>, shared experts</source>
        <translation>, geteilte Experten</translation>
    </message>
    <message>
        <source>%1 dense + %2</source>
        <translation>%1 dicht + %2</translation>
    </message>
    <message>
        <source>%1 MTP module(s), counted apart</source>
        <translation>%1 MTP-Modul(e), getrennt gezählt</translation>
    </message>
    <message>
        <source>%1 layers: %2</source>
        <translation>%1 Schichten: %2</translation>
    </message>
</context>
<context>
    <name>headroom::app::LogSlider</name>
    <message>
        <source>Drag: common values. Shift+drag or Shift+arrow: fine steps.</source>
        <translation>Ziehen: übliche Werte. Umschalt+Ziehen oder Umschalt+Pfeil: feine Schritte.</translation>
    </message>
    <message>
        <source>Shift+drag or Shift+arrow: fine steps.</source>
        <translation>Umschalt+Ziehen oder Umschalt+Pfeil: feine Schritte.</translation>
    </message>
</context>
<context>
    <name>headroom::app::MainWindow</name>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Rules of Thumb</source>
        <translation>Faustregeln</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Applied the plan&apos;s layout to the scenario</source>
        <translation>Aufteilung des Plans auf das Szenario angewendet</translation>
    </message>
    <message>
        <source>Your catalog file was ignored: %1</source>
        <translation>Ihre Katalogdatei wurde ignoriert: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>Modell &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Chart as &amp;Image…</source>
        <translation>Diagramm als &amp;Bild…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;All Charts in One Image…</source>
        <translation>&amp;Alle Diagramme in einem Bild…</translation>
    </message>
    <message>
        <source>Results as &amp;JSON or CSV…</source>
        <translation>Ergebnisse als &amp;JSON oder CSV…</translation>
    </message>
    <message>
        <source>Explanation as &amp;Markdown…</source>
        <translation>Erklärung als &amp;Markdown…</translation>
    </message>
    <message>
        <source>Open &amp;Presentation…</source>
        <translation>&amp;Präsentation öffnen…</translation>
    </message>
    <message>
        <source>A&amp;dd Scenario as Slide</source>
        <translation>Szenario als &amp;Folie hinzufügen</translation>
    </message>
    <message>
        <source>Save Presentation…</source>
        <translation>Präsentation speichern…</translation>
    </message>
    <message>
        <source>Start Presen&amp;ter</source>
        <translation>Prä&amp;sentation starten</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Explanation as Markdown</source>
        <translation>&amp;Erklärung als Markdown kopieren</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>S&amp;zenario</translation>
    </message>
    <message>
        <source>&amp;Pin for Comparison</source>
        <translation>Zum &amp;Vergleich anheften</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;Über Headroom</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>Über Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom&lt;/b&gt; %1&lt;br&gt;GPU memory, time and cost for deep learning.&lt;br&gt;Built with Qt %2 (LGPLv3) and Qt Charts (GPLv3).</source>
        <translation>&lt;b&gt;Headroom&lt;/b&gt; %1&lt;br&gt;GPU-Speicher, Zeit und Kosten für Deep Learning.&lt;br&gt;Erstellt mit Qt %2 (LGPLv3) und Qt Charts (GPLv3).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>%1%2 — Headroom</source>
        <translation>%1%2 — Headroom</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot import model</source>
        <translation>Modell kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Szenario kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 existiert nicht mehr.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>There is no valid estimate to draw.</source>
        <translation>Es gibt keine gültige Schätzung zum Zeichnen.</translation>
    </message>
    <message>
        <source>Choose a file, and a size of at most %1 pixels a side and %2 megapixels.</source>
        <translation>Wählen Sie eine Datei und eine Größe von höchstens %1 Pixeln pro Seite und %2 Megapixeln.</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>There is no valid estimate to export.</source>
        <translation>Es gibt keine gültige Schätzung zum Exportieren.</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no valid estimate to explain.</source>
        <translation>Es gibt keine gültige Schätzung zum Erklären.</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Erklärung exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Copied the chart</source>
        <translation>Diagramm kopiert</translation>
    </message>
    <message>
        <source>Nothing to pin</source>
        <translation>Nichts anzuheften</translation>
    </message>
    <message>
        <source>Fix the scenario first: it has no valid estimate.</source>
        <translation>Korrigieren Sie zuerst das Szenario: Es hat keine gültige Schätzung.</translation>
    </message>
    <message>
        <source>Nothing to present</source>
        <translation>Nichts zu präsentieren</translation>
    </message>
    <message>
        <source>Cannot open presentation</source>
        <translation>Präsentation kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Nichts hinzuzufügen</translation>
    </message>
    <message>
        <source>Added slide %1 to the presentation</source>
        <translation>Folie %1 zur Präsentation hinzugefügt</translation>
    </message>
    <message>
        <source>Cannot save presentation</source>
        <translation>Präsentation kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Open presentation</source>
        <translation>Präsentation öffnen</translation>
    </message>
    <message>
        <source>Headroom presentations (*.headroom.json);;All files (*)</source>
        <translation>Headroom-Präsentationen (*.headroom.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save presentation</source>
        <translation>Präsentation speichern</translation>
    </message>
    <message>
        <source>Headroom presentations (*.headroom.json)</source>
        <translation>Headroom-Präsentationen (*.headroom.json)</translation>
    </message>
    <message>
        <source>Plan &amp;Layouts</source>
        <translation>&amp;Layouts planen</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>Kopieren nicht möglich</translation>
    </message>
    <message>
        <source>Not available while the scenario has an error: %1</source>
        <translation>Nicht verfügbar, solange das Szenario einen Fehler hat: %1</translation>
    </message>
    <message>
        <source>The scenario has an error, so it has no estimate: %1</source>
        <translation>Das Szenario hat einen Fehler und daher keine Schätzung: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>%1 konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>The file already there was not changed.</source>
        <translation>Die bereits vorhandene Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Scenarios and models (*.json *.safetensors *.gguf);;All files (*)</source>
        <translation>Szenarien und Modelle (*.json *.safetensors *.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Hugging Face config, safetensors or GGUF (config.json *.json *.safetensors *.gguf);;All files (*)</source>
        <translation>Hugging-Face-Konfiguration, safetensors oder GGUF (config.json *.json *.safetensors *.gguf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every formula, with its source, is in &lt;b&gt;docs/model.md&lt;/b&gt;; the accuracy against published measurements in &lt;b&gt;docs/validation.md&lt;/b&gt;; the command line in &lt;b&gt;man headroom-cli&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Installed from the package, the docs are in %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Formel mit ihrer Quelle steht in &lt;b&gt;docs/model.md&lt;/b&gt;, die Genauigkeit gegenüber veröffentlichten Messungen in &lt;b&gt;docs/validation.md&lt;/b&gt;, die Kommandozeile in &lt;b&gt;man headroom-cli&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Aus dem Paket installiert liegen die Dokumente in %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save interview summary</source>
        <translation>Interview-Zusammenfassung speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Aufteilungen</translation>
    </message>
    <message>
        <source>Serving fleets</source>
        <translation>Serving-Flotten</translation>
    </message>
    <message>
        <source>Applied the serving fleet to the scenario</source>
        <translation>Serving-Flotte ins Szenario übernommen</translation>
    </message>
    <message>
        <source>Plan a Serving &amp;Fleet</source>
        <translation>Serving-&amp;Flotte planen</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8-Gewichte</translation>
    </message>
    <message>
        <source>INT4 (AWQ) weights</source>
        <translation>INT4-Gewichte (AWQ)</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>NVFP4-Gewichte</translation>
    </message>
    <message>
        <source>Q4_K_M weights (GGUF)</source>
        <translation>Q4_K_M-Gewichte (GGUF)</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>FP8-KV-Cache</translation>
    </message>
    <message>
        <source>INT8 KV cache</source>
        <translation>INT8-KV-Cache</translation>
    </message>
    <message>
        <source>Replicas of 1 GPU (no tensor parallel)</source>
        <translation>Replikate aus 1 GPU (ohne Tensor-Parallelität)</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 2</source>
        <translation>Replikate mit Tensor-Parallelität 2</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 4</source>
        <translation>Replikate mit Tensor-Parallelität 4</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 8</source>
        <translation>Replikate mit Tensor-Parallelität 8</translation>
    </message>
    <message>
        <source>A second curve for the same scenario with this one change, on the same GPUs</source>
        <translation>Eine zweite Kurve für dasselbe Szenario mit genau dieser Änderung, auf denselben GPUs</translation>
    </message>
    <message>
        <source>%1 (mine)</source>
        <translation>%1 (meine)</translation>
    </message>
    <message>
        <source>Saved %1 to your catalog (%2)</source>
        <translation>%1 in Ihrem Katalog gespeichert (%2)</translation>
    </message>
    <message>
        <source>Cannot import GPUs</source>
        <translation>GPUs können nicht importiert werden</translation>
    </message>
    <message>
        <source>%1 holds no GPUs.</source>
        <translation>%1 enthält keine GPUs.</translation>
    </message>
    <message>
        <source>Imported %1 GPUs from %2 into your catalog</source>
        <translation>%1 GPUs aus %2 in Ihren Katalog importiert</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <source>&amp;Add GPU…</source>
        <translation>GPU &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit This GPU…</source>
        <translation>Diese GPU &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Import GPUs</source>
        <translation>GPUs importieren</translation>
    </message>
    <message>
        <source>Catalog files (*.json)</source>
        <translation>Katalogdateien (*.json)</translation>
    </message>
    <message>
        <source>&amp;Import GPUs from a File…</source>
        <translation>GPUs aus einer Datei &amp;importieren…</translation>
    </message>
    <message>
        <source>Show &amp;Preliminary Parts</source>
        <translation>&amp;Vorläufige Modelle anzeigen</translation>
    </message>
    <message>
        <source>Memory timeline</source>
        <translation>Speicherverlauf</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sliders: arrow keys step, Page Up/Down jump; Shift+arrow takes a fine step, and dragging with Shift held moves the handle finely; type a value in the box beside them (1.5e9, 70B, 128K).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schieberegler: Pfeiltasten für kleine Schritte, Bild auf/ab für große; Umschalt+Pfeil macht einen feinen Schritt, und Ziehen bei gedrückter Umschalttaste bewegt den Regler fein; oder einen Wert in das Feld daneben tippen (1.5e9, 70B, 128K).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>headroom::app::MemoryChartWidget</name>
    <message>
        <source>Compare:</source>
        <translation>Vergleichen:</translation>
    </message>
    <message>
        <source>Nothing (this scenario)</source>
        <translation>Nichts (dieses Szenario)</translation>
    </message>
    <message>
        <source>Precision recipes</source>
        <translation>Präzisionsrezepte</translation>
    </message>
    <message>
        <source>ZeRO stages</source>
        <translation>ZeRO-Stufen</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Pinned scenario</source>
        <translation>Angeheftetes Szenario</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 of %4 in use (%5)&lt;br&gt;GPU memory: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 von %4 belegt (%5)&lt;br&gt;GPU-Speicher: %6</translation>
    </message>
    <message>
        <source>Weight formats</source>
        <translation>Gewichtsformate</translation>
    </message>
    <message>
        <source>KV cache formats</source>
        <translation>KV-Cache-Formate</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanChartWidget</name>
    <message>
        <source>%1, %2; memory %3 of %4</source>
        <translation>%1, %2; Speicher %3 von %4</translation>
    </message>
    <message>
        <source>The best layout on %1 GPUs of this type</source>
        <translation>Die beste Aufteilung auf %1 GPUs dieses Typs</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to select the row; double-click the row to apply it</source>
        <translation>Klicken wählt die Zeile aus; Doppelklick wendet sie an</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanModel</name>
    <message>
        <source>fastest</source>
        <translation>schnellste</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>günstigste</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>min. GPUs</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selektiv</translation>
    </message>
    <message>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>%1 × %2: TP %3, PP %4, DP %5</source>
        <translation>%1 × %2: TP %3, PP %4, DP %5</translation>
    </message>
    <message>
        <source>, ZeRO %1, micro-batch %2, recomputation: %3</source>
        <translation>, ZeRO %1, Mikro-Batch %2, Neuberechnung: %3</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>, Sequenz-parallel</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>memory per GPU / capacity</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Memory: %1 per GPU, %2 usable of %3</source>
        <translation>Speicher: %1 pro GPU, %2 nutzbar von %3</translation>
    </message>
    <message>
        <source>%1, %2; cloud %3, on-prem %4</source>
        <translation>%1, %2; Cloud %3, eigene Hardware %4</translation>
    </message>
    <message>
        <source>Nothing fits: this layout comes closest.</source>
        <translation>Nichts passt: Diese Aufteilung kommt am nächsten.</translation>
    </message>
    <message>
        <source>%1 layouts take the same time and cost; this is the simplest of them.</source>
        <translation>%1 Aufteilungen brauchen gleich lang und kosten gleich viel; dies ist die einfachste.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>TP</source>
        <comment>tensor parallel</comment>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <comment>pipeline parallel</comment>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <comment>data parallel</comment>
        <translation>DP</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>SP</source>
        <comment>sequence parallel</comment>
        <translation>SP</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>MB</source>
        <comment>micro-batch</comment>
        <translation>MB</translation>
    </message>
    <message>
        <source>Recomp.</source>
        <comment>activation recomputation</comment>
        <translation>Neuber.</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Speicher / GPU</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline-parallel size</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>Datenparallele Replikate</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>Sequenz-Parallelität</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <source>Samples per micro-batch</source>
        <translation>Beispiele pro Mikro-Batch</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Neuberechnung der Aktivierungen</translation>
    </message>
    <message>
        <source>Memory on the most loaded GPU, of the GPU&apos;s capacity</source>
        <translation>Speicher der am stärksten belegten GPU, von deren Kapazität</translation>
    </message>
    <message>
        <source>Latency of one request</source>
        <translation>Latenz einer Anfrage</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>Cost of the run, on-prem</source>
        <translation>Kosten des Laufs auf eigener Hardware</translation>
    </message>
    <message>
        <source>Cost of the run in the cloud</source>
        <translation>Kosten des Laufs in der Cloud</translation>
    </message>
    <message>
        <source>Why the planner shows this layout</source>
        <translation>Warum der Planer diese Aufteilung zeigt</translation>
    </message>
    <message>
        <source>closest (does not fit)</source>
        <translation>am nächsten (passt nicht)</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>The predicted MFU and what bounds the step: compute, memory-bound work, the pipeline bubble or communication</source>
        <translation>Die vorhergesagte MFU und was den Schritt begrenzt: Rechnen, speichergebundene Arbeit, die Pipeline-Blase oder Kommunikation</translation>
    </message>
    <message>
        <source>%1 MFU; %2</source>
        <translation>%1 MFU; %2</translation>
    </message>
    <message>
        <source>Limited by %1</source>
        <translation>Begrenzt durch %1</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanPanel</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Search the layouts for the current scenario</source>
        <translation>Aufteilungen für das aktuelle Szenario durchsuchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Apply to Scenario</source>
        <translation>Auf Szenario &amp;anwenden</translation>
    </message>
    <message>
        <source>Load the selected layout into the scenario (or double-click a row)</source>
        <translation>Die gewählte Aufteilung ins Szenario laden (oder Zeile doppelklicken)</translation>
    </message>
    <message>
        <source>The scenario has changed since this plan was run: press Run to update it.</source>
        <translation>Das Szenario hat sich seit diesem Plan geändert: Klicken Sie auf Starten, um ihn zu aktualisieren.</translation>
    </message>
    <message>
        <source>Tick the GPU types to compare and press Run.</source>
        <translation>Haken Sie die zu vergleichenden GPU-Typen an und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <source>GPU types</source>
        <translation>GPU-Typen</translation>
    </message>
    <message>
        <source>The GPU types to compare. None ticked: the scenario&apos;s GPU.</source>
        <translation>Die zu vergleichenden GPU-Typen. Keiner angehakt: die GPU des Szenarios.</translation>
    </message>
    <message>
        <source>Counts searched: powers of two and multiples of 8 up to this, plus the scenario&apos;s own</source>
        <translation>Durchsuchte Anzahlen: Zweierpotenzen und Vielfache von 8 bis hierhin, dazu die des Szenarios</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Which end of the front comes first</source>
        <translation>Welches Ende der Front zuerst kommt</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>Eigene Hardware</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Keep only layouts that finish within this many days</source>
        <translation>Nur Aufteilungen behalten, die innerhalb so vieler Tage fertig werden</translation>
    </message>
    <message>
        <source>Keep only layouts that cost at most this (USD) on the cost basis</source>
        <translation>Nur Aufteilungen behalten, die auf der Kostenbasis höchstens so viel kosten (USD)</translation>
    </message>
    <message>
        <source>Memory to keep free on each GPU</source>
        <translation>Auf jeder GPU freizuhaltender Speicher</translation>
    </message>
    <message>
        <source>Largest tensor-parallel size (8: one node)</source>
        <translation>Größte Tensor-Parallelität (8: ein Knoten)</translation>
    </message>
    <message>
        <source>Largest pipeline-parallel size</source>
        <translation>Größte Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Largest micro-batch tried</source>
        <translation>Größter probierter Mikro-Batch</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>Max. GPUs</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Kostenbasis</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Max TP</source>
        <translation>Max. TP</translation>
    </message>
    <message>
        <source>Max PP</source>
        <translation>Max. PP</translation>
    </message>
    <message>
        <source>Max micro-batch</source>
        <translation>Max. Mikro-Batch</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (from the scenario)</source>
        <translation>%1 (aus dem Szenario)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Cancelled: the table shows the previous results.</source>
        <translation>Abgebrochen: Die Tabelle zeigt die vorigen Ergebnisse.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>%1 layouts searched (%2 skipped as too big), %3 fit, %4 within the deadline and budget. %5 on the front. Took %6.</source>
        <translation>%1 Aufteilungen durchsucht (%2 als zu groß übersprungen), %3 passen, %4 innerhalb von Frist und Budget. %5 auf der Front. Dauer: %6.</translation>
    </message>
    <message>
        <source>No layout fits in memory with %1 kept free.</source>
        <translation>Keine Aufteilung passt in den Speicher, wenn %1 frei bleiben.</translation>
    </message>
    <message>
        <source>No layout fits in memory.</source>
        <translation>Keine Aufteilung passt in den Speicher.</translation>
    </message>
    <message>
        <source>The closest, %1, needs %2 per GPU where %3 is usable (the grey row).</source>
        <translation>Die nächste, %1, braucht %2 pro GPU, nutzbar sind %3 (die graue Zeile).</translation>
    </message>
    <message>
        <source>%1 layouts searched.</source>
        <translation>%1 Aufteilungen durchsucht.</translation>
    </message>
    <message>
        <source>%1 layouts fit in memory, but none finishes within the deadline and the budget: relax one of them.</source>
        <translation>%1 Aufteilungen passen in den Speicher, aber keine schafft Frist und Budget: Lockern Sie eines davon.</translation>
    </message>
</context>
<context>
    <name>headroom::app::PracticePanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Ihre Antwort:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The scenario has no valid estimate: fix it to get questions on it.</source>
        <translation>Das Szenario hat keine gültige Schätzung: Korrigieren Sie es, um Fragen dazu zu erhalten.</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Punkte: %1 von %2</translation>
    </message>
    <message>
        <source>Answer, or press Show Solution, to see the figure worked out with this question&apos;s numbers, and its chart.</source>
        <translation>Antworten Sie oder klicken Sie auf Lösung zeigen, um die Rechnung mit den Zahlen dieser Frage und ihr Diagramm zu sehen.</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Model states per GPU: %1 without ZeRO, %2 with ZeRO-%3; the saving is %1 − %2 = %4.</source>
        <translation>Modellzustände pro GPU: %1 ohne ZeRO, %2 mit ZeRO-%3; die Ersparnis ist %1 − %2 = %4.</translation>
    </message>
    <message>
        <source>(weights + gradients + master weights + optimizer states) / N, before sharding = %1.</source>
        <translation>(Gewichte + Gradienten + Master-Gewichte + Optimierer-Zustände) / N, vor dem Sharding = %1.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the answers given so far (kept between runs)</source>
        <translation>Die bisherigen Antworten vergessen (sie bleiben zwischen Sitzungen erhalten)</translation>
    </message>
    <message>
        <source>e.g. 118, 14 GB or 8.4e22</source>
        <translation>z. B. 118, 14 GB oder 8.4e22</translation>
    </message>
    <message>
        <source>Interview: 10 random questions, 15 minutes</source>
        <translation>Interview: 10 zufällige Fragen, 15 Minuten</translation>
    </message>
    <message>
        <source>Save Summary…</source>
        <translation>Zusammenfassung speichern…</translation>
    </message>
    <message>
        <source>The interview&apos;s questions, your answers, the engine&apos;s and the time taken, as Markdown</source>
        <translation>Die Fragen des Interviews, Ihre Antworten, die der Engine und die benötigte Zeit, als Markdown</translation>
    </message>
    <message>
        <source>%1 of %2 · finished</source>
        <translation>%1 von %2 · beendet</translation>
    </message>
    <message>
        <source>%1 of %2 · %3 left</source>
        <translation>%1 von %2 · noch %3</translation>
    </message>
    <message>
        <source>Interview over: %1 of %2 right in %3.</source>
        <translation>Interview beendet: %1 von %2 richtig in %3.</translation>
    </message>
    <message>
        <source># Headroom interview: %1 of %2 right</source>
        <translation># Headroom-Interview: %1 von %2 richtig</translation>
    </message>
    <message>
        <source>| # | Question | Your answer | Headroom&apos;s answer | Verdict | Seconds |</source>
        <translation>| # | Frage | Ihre Antwort | Antwort von Headroom | Urteil | Sekunden |</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>too low</source>
        <translation>zu niedrig</translation>
    </message>
    <message>
        <source>too high</source>
        <translation>zu hoch</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>The question bank (over 100 questions, by topic and level), or questions on the scenario you are editing (they follow your edits)</source>
        <translation>Der Fragenkatalog (über 100 Fragen, nach Thema und Stufe) oder Fragen zum Szenario, das Sie bearbeiten (sie folgen Ihren Änderungen)</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Alle Themen</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>The questions of one topic, for the bank and the interview</source>
        <translation>Die Fragen eines Themas, für den Katalog und das Interview</translation>
    </message>
    <message>
        <source>The questions of one level, for the bank and the interview</source>
        <translation>Die Fragen einer Stufe, für den Katalog und das Interview</translation>
    </message>
    <message>
        <source>No question of this topic at this level: choose another.</source>
        <translation>Keine Frage zu diesem Thema auf dieser Stufe: bitte eine andere wählen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Only %1 questions match this topic and level: the interview asks all of them, %2 in all.</source>
        <translation>Nur %1 Fragen passen zu diesem Thema und dieser Stufe: Das Interview stellt alle, in insgesamt %2.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>End the interview and see the summary</source>
        <translation>Das Interview beenden und die Zusammenfassung sehen</translation>
    </message>
    <message>
        <source>Interview: %1 of %2 right</source>
        <translation>Interview: %1 von %2 richtig</translation>
    </message>
</context>
<context>
    <name>headroom::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Binary: GiB, MiB (2³⁰ bytes)</source>
        <translation>Binär: GiB, MiB (2³⁰ Byte)</translation>
    </message>
    <message>
        <source>Decimal: GB, MB (10⁹ bytes)</source>
        <translation>Dezimal: GB, MB (10⁹ Byte)</translation>
    </message>
    <message>
        <source>Memory units</source>
        <translation>Speichereinheiten</translation>
    </message>
    <message>
        <source>Shown with costs. Prices are entered and computed in US dollars.</source>
        <translation>Wird bei Kosten angezeigt. Preise werden in US-Dollar eingegeben und berechnet.</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>Währungssymbol</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> pro kWh</translation>
    </message>
    <message>
        <source>Electricity price for new scenarios</source>
        <translation>Strompreis für neue Szenarien</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>The language of menus, charts and messages, and the number format. Applies at once.</source>
        <translation>Die Sprache von Menüs, Diagrammen und Meldungen sowie das Zahlenformat. Gilt sofort.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>headroom::app::PresenterView</name>
    <message>
        <source>→ Space next · ← previous · Home/End · F full screen · Ctrl +/− text size · Esc leave</source>
        <translation>→ Leertaste weiter · ← zurück · Pos1/Ende · F Vollbild · Strg +/− Schriftgröße · Esc beenden</translation>
    </message>
    <message>
        <source>Headroom presenter</source>
        <translation>Headroom-Präsentation</translation>
    </message>
    <message>
        <source>%1 — Headroom presenter</source>
        <translation>%1 — Headroom-Präsentation</translation>
    </message>
    <message>
        <source>This presentation has no slides.</source>
        <translation>Diese Präsentation hat keine Folien.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario.</source>
        <translation>%1 gilt für dieses Szenario nicht.</translation>
    </message>
</context>
<context>
    <name>headroom::app::RooflineChartWidget</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;FLOPs: %3&lt;br&gt;Bytes moved: %4&lt;br&gt;Intensity: %5 FLOP/byte&lt;br&gt;Attainable: %6 (%7-bound)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;FLOPs: %3&lt;br&gt;Bewegte Bytes: %4&lt;br&gt;Intensität: %5 FLOP/Byte&lt;br&gt;Erreichbar: %6 (begrenzt durch %7)</translation>
    </message>
    <message>
        <source> (pinned)</source>
        <translation> (angeheftet)</translation>
    </message>
</context>
<context>
    <name>headroom::app::RulesPanel</name>
    <message>
        <source>Rule of thumb</source>
        <translation>Faustregel</translation>
    </message>
    <message>
        <source>The rule gives</source>
        <translation>Die Faustregel ergibt</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <source>Exact ÷ rule</source>
        <translation>Genau ÷ Faustregel</translation>
    </message>
    <message>
        <source>Misleading here?</source>
        <translation>Hier irreführend?</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>The rules of thumb for %1 on %2 × %3, against the exact figures. A rule is misleading where it is off by more than a factor of 1.3 (the exact figure 30 % above it or 23 % below it).</source>
        <translation>Die Faustregeln für %1 auf %2 × %3, verglichen mit den genauen Werten. Eine Regel ist irreführend, wenn sie um mehr als den Faktor 1,3 danebenliegt (der genaue Wert 30 % darüber oder 23 % darunter).</translation>
    </message>
</context>
<context>
    <name>headroom::app::ServingPlanPanel</name>
    <message>
        <source>The cheapest fleet that serves a target output rate within the scenario&apos;s TTFT and TPOT limits (Serving section), for its model, prompt and output lengths: each GPU type, tensor-parallel size, weight format and KV cache format, with as many replicas as the target needs.</source>
        <translation>Die günstigste Flotte, die eine Ziel-Ausgaberate innerhalb der TTFT- und TPOT-Grenzen des Szenarios (Abschnitt Serving) liefert, für sein Modell und seine Prompt- und Ausgabelängen: jeder GPU-Typ, jede Tensor-Parallelität, jedes Gewichts- und KV-Cache-Format, mit so vielen Replikaten, wie das Ziel braucht.</translation>
    </message>
    <message>
        <source>The scenario changed since this search: press Find again.</source>
        <translation>Das Szenario hat sich seit dieser Suche geändert: erneut suchen.</translation>
    </message>
    <message>
        <source>Use this fleet</source>
        <translation>Diese Flotte verwenden</translation>
    </message>
    <message>
        <source>Sets the scenario&apos;s GPU, GPU count, tensor parallel, weights and KV cache to the row&apos;s</source>
        <translation>Setzt GPU, GPU-Anzahl, Tensor-Parallelität, Gewichte und KV-Cache des Szenarios auf die der Zeile</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/M cloud</source>
        <translation>$/Mio. Cloud</translation>
    </message>
    <message>
        <source>$/M on-prem</source>
        <translation>$/Mio. vor Ort</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Sequences decoding at once on each replica</source>
        <translation>Gleichzeitig dekodierte Sequenzen je Replikat</translation>
    </message>
    <message>
        <source>Output tokens per second of the whole fleet</source>
        <translation>Ausgabe-Tokens pro Sekunde der ganzen Flotte</translation>
    </message>
    <message>
        <source>The whole fleet, rented, per hour</source>
        <translation>Die ganze Flotte, gemietet, pro Stunde</translation>
    </message>
    <message>
        <source>Cost per million output tokens on the cloud rate</source>
        <translation>Kosten pro Million Ausgabe-Tokens zum Cloud-Preis</translation>
    </message>
    <message>
        <source>Cost per million output tokens on the on-premises rate (purchase, power and hosting)</source>
        <translation>Kosten pro Million Ausgabe-Tokens zum Preis vor Ort (Kauf, Strom und Betrieb)</translation>
    </message>
    <message>
        <source>GPU types</source>
        <translation>GPU-Typen</translation>
    </message>
    <message>
        <source>The GPU types to compare. None ticked: the scenario&apos;s GPU.</source>
        <translation>Die zu vergleichenden GPU-Typen. Keiner angehakt: die GPU des Szenarios.</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> Tokens/s</translation>
    </message>
    <message>
        <source>Output tokens per second the whole fleet sustains</source>
        <translation>Ausgabe-Tokens pro Sekunde, die die ganze Flotte dauerhaft liefert</translation>
    </message>
    <message>
        <source>Target output rate</source>
        <translation>Ziel-Ausgaberate</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-parallel</translation>
    </message>
    <message>
        <source>Find the cheapest fleet</source>
        <translation>Günstigste Flotte suchen</translation>
    </message>
    <message>
        <source>Set the target and press Find.</source>
        <translation>Ziel eingeben und suchen.</translation>
    </message>
    <message>
        <source>TTFT ≤ %1</source>
        <translation>TTFT ≤ %1</translation>
    </message>
    <message>
        <source>TPOT ≤ %1</source>
        <translation>TPOT ≤ %1</translation>
    </message>
    <message>
        <source>no latency limits</source>
        <translation>ohne Latenzgrenzen</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 fleets serve %2 tokens/s within %3. Cheapest: %4 × %5 (%6 replicas of TP %7, %8 weights, %9 KV cache) at %10.</source>
        <translation>%1 Flotten liefern %2 Tokens/s innerhalb von %3. Am günstigsten: %4 × %5 (%6 Replikate mit TP %7, %8-Gewichte, %9-KV-Cache) für %10.</translation>
    </message>
    <message>
        <source>the TPOT limit binds: even one sequence per replica decodes slower on these GPUs and formats</source>
        <translation>die TPOT-Grenze bindet: schon eine Sequenz je Replikat dekodiert auf diesen GPUs und Formaten langsamer</translation>
    </message>
    <message>
        <source>the TTFT limit binds: one prompt&apos;s prefill takes longer on these GPUs and formats</source>
        <translation>die TTFT-Grenze bindet: das Prefill eines Prompts dauert auf diesen GPUs und Formaten länger</translation>
    </message>
    <message>
        <source>the TTFT and TPOT limits together bind</source>
        <translation>TTFT- und TPOT-Grenze binden gemeinsam</translation>
    </message>
    <message>
        <source>the model does not fit in any of these GPUs and tensor-parallel sizes</source>
        <translation>das Modell passt auf keine dieser GPUs und Tensor-Parallelitäten</translation>
    </message>
    <message>
        <source>No fleet serves the target within %1: %2. Tick more GPU types, larger tensor-parallel sizes or smaller formats, or loosen the limits in the Serving section.</source>
        <translation>Keine Flotte liefert das Ziel innerhalb von %1: %2. Mehr GPU-Typen, größere Tensor-Parallelität oder kleinere Formate ankreuzen oder die Grenzen im Abschnitt Serving lockern.</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>The cloud rate one GPU of the row is costed at</source>
        <translation>Der Cloud-Tarif, mit dem eine GPU der Zeile berechnet wird</translation>
    </message>
    <message>
        <source>When the rate was read and how old it is today; marked when older than six months, a placeholder or Headroom&apos;s default</source>
        <translation>Wann der Tarif gelesen wurde und wie alt er heute ist; markiert, wenn älter als sechs Monate, ein Platzhalter oder Headrooms Vorgabe</translation>
    </message>
    <message>
        <source>Check this price: %1</source>
        <translation>Prüfen Sie diesen Preis: %1</translation>
    </message>
</context>
<context>
    <name>headroom::app::SummaryStrip</name>
    <message>
        <source>Fits
%1 free per GPU</source>
        <translation>Passt
%1 frei pro GPU</translation>
    </message>
    <message>
        <source>Does not fit
short %1 per GPU</source>
        <translation>Passt nicht
%1 fehlen pro GPU</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 use</source>
        <translation>%1 Nutzung</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Training tokens per second, all GPUs</source>
        <translation>Trainings-Tokens pro Sekunde, alle GPUs</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>Cloud-Kosten</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>Kosten eigene HW</translation>
    </message>
    <message>
        <source>Owning the GPUs for the run: depreciation, upkeep, power</source>
        <translation>Eigene GPUs für den Lauf: Abschreibung, Wartung, Strom</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Per token</source>
        <translation>Pro Token</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Output tokens per second, whole batch, all replicas</source>
        <translation>Ausgabe-Tokens pro Sekunde, ganzer Batch, alle Replikate</translation>
    </message>
    <message>
        <source>Cloud / 1M tok</source>
        <translation>Cloud / 1 Mio. Tok.</translation>
    </message>
    <message>
        <source>On-prem / 1M tok</source>
        <translation>Eigene HW / 1 Mio. Tok.</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Months of use at the chosen utilisation after which buying is cheaper</source>
        <translation>Nutzungsmonate bei der gewählten Auslastung, nach denen Kaufen günstiger ist</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Angeheftet: %1</translation>
    </message>
    <message>
        <source>Per GPU: %1 used of %2</source>
        <translation>Pro GPU: %1 von %2 belegt</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 Tok./s</translation>
    </message>
    <message>
        <source>Owning breaks even at %1 per GPU over the depreciation period (%2 utilisation); at your utilisation that is %3 months of use</source>
        <translation>Besitz rechnet sich ab %1 pro GPU über den Abschreibungszeitraum (%2 Auslastung); bei Ihrer Auslastung sind das %3 Monate Nutzung</translation>
    </message>
    <message>
        <source>Cannot estimate
see the message in red</source>
        <translation>Keine Schätzung möglich
siehe rote Meldung</translation>
    </message>
    <message>
        <source>Owning never breaks even: the cloud costs less per GPU-hour even at full use</source>
        <translation>Besitz rechnet sich nie: Die Cloud kostet pro GPU-Stunde selbst bei voller Nutzung weniger</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: predicted from the step&apos;s parts, or the fixed value you set</source>
        <translation>Auslastung der Modell-FLOPs: aus den Teilen des Schritts vorhergesagt oder der feste Wert, den Sie gesetzt haben</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 vorhergesagt</translation>
    </message>
    <message>
        <source>%1 fixed</source>
        <translation>%1 fest</translation>
    </message>
    <message>
        <source>Best format</source>
        <translation>Bestes Format</translation>
    </message>
    <message>
        <source>The most precise weight format that fits at this batch and context</source>
        <translation>Das genaueste Gewichtsformat, das bei diesem Batch und Kontext passt</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1 (%2 Bit)</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>keines passt</translation>
    </message>
    <message>
        <source>To fit:</source>
        <translation>Damit es passt:</translation>
    </message>
    <message>
        <source>Apply this change: the engine estimated it and it fits</source>
        <translation>Diese Änderung übernehmen: die Engine hat sie berechnet, und sie passt</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 Beispiele/s</translation>
    </message>
    <message>
        <source>Does not fit
the KV cache holds %1 sequences</source>
        <translation>Passt nicht
der KV-Cache fasst %1 Sequenzen</translation>
    </message>
    <message>
        <source>Time to first token: the batch&apos;s prompts alone on a replica, no queue (the Serving tab shows it under load)</source>
        <translation>Zeit bis zum ersten Token: die Prompts des Batches allein auf einem Replikat, ohne Warteschlange (der Reiter „Serving“ zeigt sie unter Last)</translation>
    </message>
    <message>
        <source>Time per output token: the batch&apos;s decode step alone on a replica (the Serving tab shows it under load)</source>
        <translation>Zeit je Ausgabetoken: der Decode-Schritt des Batches allein auf einem Replikat (der Reiter „Serving“ zeigt ihn unter Last)</translation>
    </message>
    <message>
        <source>Cloud cost per million output tokens, served under load at the Serving tab&apos;s chosen point</source>
        <translation>Cloud-Kosten je Million Ausgabetoken, unter Last am gewählten Punkt des Reiters „Serving“</translation>
    </message>
    <message>
        <source>On-prem cost per million output tokens, served under load at the Serving tab&apos;s chosen point</source>
        <translation>Kosten eigener Hardware je Million Ausgabetoken, unter Last am gewählten Punkt des Reiters „Serving“</translation>
    </message>
    <message>
        <source>To finish sooner:</source>
        <translation>Schneller fertig:</translation>
    </message>
    <message>
        <source>Limited by %1.</source>
        <translation>Begrenzt durch %1.</translation>
    </message>
    <message>
        <source>The pinned scenario&apos;s value</source>
        <translation>Der Wert des angehefteten Szenarios</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <source>The other changes the engine found: the row has no room for their buttons</source>
        <translation>Die weiteren Änderungen, die die Engine gefunden hat: Für ihre Schaltflächen ist in der Zeile kein Platz</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GPU memory, time and cost for deep learning.</source>
        <translation>GPU-Speicher, Zeit und Kosten für Deep Learning.</translation>
    </message>
    <message>
        <source>A scenario (.headroom.json), a Hugging Face config.json or a .safetensors file to open.</source>
        <translation>Zu öffnendes Szenario (.headroom.json), Hugging-Face-config.json oder .safetensors-Datei.</translation>
    </message>
</context>
</TS>
