<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ChartText</name>
    <message>
        <source>%1 B</source>
        <comment>billions of a currency</comment>
        <translation>%1 mil M</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>millions of a currency</comment>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 K</source>
        <comment>thousands of a currency</comment>
        <translation>%1 mil</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 en %2 × %3</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Este escenario</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Fijado</translation>
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
        <translation>Mixta BF16</translation>
    </message>
    <message>
        <source>Mixed FP16</source>
        <translation>Mixta FP16</translation>
    </message>
    <message>
        <source>BF16 FP32-grad</source>
        <translation>BF16 grad. FP32</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>BF16 puro</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 mixta</translation>
    </message>
    <message>
        <source>No recompute</source>
        <translation>Sin recálculo</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selectivo</translation>
    </message>
    <message>
        <source>Full recompute</source>
        <translation>Recálculo completo</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Punto de equilibrio</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>Todos los gráficos</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modelo personalizado</translation>
    </message>
    <message>
        <source>Model of %1 parameters</source>
        <translation>Modelo de %1 parámetros</translation>
    </message>
    <message>
        <source>GPU memory (%1)</source>
        <translation>Memoria de GPU (%1)</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Memoria de GPU</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>Memoria por GPU (%1)</translation>
    </message>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>Memoria por GPU: %1</translation>
    </message>
    <message>
        <source>%1, fits</source>
        <translation>%1, cabe</translation>
    </message>
    <message>
        <source>%1, does not fit</source>
        <translation>%1, no cabe</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Intensidad aritmética (FLOP/byte)</translation>
    </message>
    <message>
        <source>Attainable performance (TFLOP/s)</source>
        <translation>Rendimiento alcanzable (TFLOP/s)</translation>
    </message>
    <message>
        <source>Pinned scenario</source>
        <translation>Escenario fijado</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>Limitado por cómputo</translation>
    </message>
    <message>
        <source>Memory-bound</source>
        <translation>Limitado por memoria</translation>
    </message>
    <message>
        <source>%1 peak %2</source>
        <translation>%1 pico %2</translation>
    </message>
    <message>
        <source>Ridge point (%1 FLOP/byte)</source>
        <translation>Punto de inflexión (%1 FLOP/byte)</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>Punto de inflexión</translation>
    </message>
    <message>
        <source>Roofline: %1</source>
        <translation>Roofline: %1</translation>
    </message>
    <message>
        <source>Cloud (pinned)</source>
        <translation>Nube (fijado)</translation>
    </message>
    <message>
        <source>On-prem (pinned)</source>
        <translation>Propio (fijado)</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Meses</translation>
    </message>
    <message>
        <source>Cloud, %1 per GPU</source>
        <translation>Nube, %1 por GPU</translation>
    </message>
    <message>
        <source>On-prem (bought)</source>
        <translation>Propio (comprado)</translation>
    </message>
    <message>
        <source>Break-even after %1 months
%2 spent</source>
        <translation>Equilibrio tras %1 meses
%2 gastados</translation>
    </message>
    <message>
        <source>Owning never breaks even at this usage</source>
        <translation>Tener las GPU nunca se amortiza con este uso</translation>
    </message>
    <message>
        <source>Months at %1 utilisation</source>
        <translation>Meses con %1 de utilización</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Coste acumulado (%1)</translation>
    </message>
    <message>
        <source>Cloud against buying one GPU</source>
        <translation>Nube frente a comprar una GPU</translation>
    </message>
    <message>
        <source>Cloud against buying %1 GPUs</source>
        <translation>Nube frente a comprar %1 GPU</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>Propio</translation>
    </message>
    <message>
        <source>Your usage</source>
        <translation>Su uso</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Utilización (%)</translation>
    </message>
    <message>
        <source>Cloud, %1</source>
        <translation>Nube, %1</translation>
    </message>
    <message>
        <source>Your usage: %1, %2</source>
        <translation>Su uso: %1, %2</translation>
    </message>
    <message>
        <source>Break-even at %1 utilisation</source>
        <translation>Equilibrio con %1 de utilización</translation>
    </message>
    <message>
        <source>Owning never breaks even, even at 100 % use</source>
        <translation>Tener las GPU nunca se amortiza, ni siquiera al 100 % de uso</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (%1)</source>
        <translation>Coste por hora-GPU (%1)</translation>
    </message>
    <message>
        <source>Cost per GPU-hour against utilisation</source>
        <translation>Coste por hora-GPU según la utilización</translation>
    </message>
    <message>
        <source>Nothing to write</source>
        <translation>Nada que escribir</translation>
    </message>
    <message>
        <source>Cannot encode the image</source>
        <translation>No se puede codificar la imagen</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Escalado</translation>
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
        <translation>Un paso</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Step time: %1</source>
        <translation>Tiempo por paso: %1</translation>
    </message>
    <message>
        <source>A fixed MFU counts the whole step as compute: untick &quot;Fixed MFU&quot; to predict its parts</source>
        <translation>Una MFU fija cuenta todo el paso como cómputo: desmarque «MFU fija» para predecir sus partes</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Cabe en memoria</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>No cabe</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s por GPU</translation>
    </message>
    <message>
        <source>Scaling %1 on %2</source>
        <translation>Escalado de %1 en %2</translation>
    </message>
    <message>
        <source>Training time (days)</source>
        <translation>Tiempo de entrenamiento (días)</translation>
    </message>
    <message>
        <source>Cloud cost (%1)</source>
        <translation>Coste en la nube (%1)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Time against cost as GPUs are added</source>
        <translation>Tiempo frente a coste al añadir GPU</translation>
    </message>
    <message>
        <source>%1 GPUs: %2, %3</source>
        <translation>%1 GPU: %2, %3</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Meets the limits</source>
        <translation>Cumple los límites</translation>
    </message>
    <message>
        <source>Breaks a limit</source>
        <translation>Incumple un límite</translation>
    </message>
    <message>
        <source>Chosen concurrency</source>
        <translation>Concurrencia elegida</translation>
    </message>
    <message>
        <source>Time-per-token limit</source>
        <translation>Límite de tiempo por token</translation>
    </message>
    <message>
        <source>Concurrency limited by the KV memory (%1 sequences)</source>
        <translation>Concurrencia limitada por la memoria de KV (%1 secuencias)</translation>
    </message>
    <message>
        <source>Concurrency limited by the time-to-first-token limit</source>
        <translation>Concurrencia limitada por el límite de tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Concurrency limited by the time-per-token limit</source>
        <translation>Concurrencia limitada por el límite de tiempo por token</translation>
    </message>
    <message>
        <source>Concurrency as set in the scenario</source>
        <translation>Concurrencia fijada en el escenario</translation>
    </message>
    <message>
        <source>No concurrency meets the limits: even one sequence breaks them</source>
        <translation>Ninguna concurrencia cumple los límites: incluso una secuencia los incumple</translation>
    </message>
    <message>
        <source>Serving applies to inference: choose the Inference mode</source>
        <translation>El servicio se aplica a la inferencia: elija el modo Inferencia</translation>
    </message>
    <message>
        <source>The model does not fit: nothing to serve</source>
        <translation>El modelo no cabe: no hay nada que servir</translation>
    </message>
    <message>
        <source>Throughput against speed, by concurrency</source>
        <translation>Rendimiento frente a velocidad, por concurrencia</translation>
    </message>
    <message>
        <source>Output tokens/s per user (faster to the right)</source>
        <translation>Tokens de salida/s por usuario (más rápido a la derecha)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Tokens de salida/s por GPU</translation>
    </message>
    <message>
        <source>Serving %1</source>
        <translation>Servicio: %1</translation>
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
        <translation>El tiempo por paso se aplica al entrenamiento.
Para la inferencia, vea las pestañas Roofline y Servicio.</translation>
    </message>
    <message>
        <source>No GPU count can take this layout.</source>
        <translation>Ningún número de GPU admite esta distribución.</translation>
    </message>
    <message>
        <source>Scaling applies to training.
For inference see the Serving tab.</source>
        <translation>El escalado se aplica al entrenamiento.
Para la inferencia, vea la pestaña Servicio.</translation>
    </message>
    <message>
        <source>GPUs (more data-parallel replicas)</source>
        <translation>GPU (más réplicas de paralelismo de datos)</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 tokens/s each
MFU %3 (fixed)</source>
        <translation>%1 GPU: %2 tokens/s cada una
MFU %3 (fija)</translation>
    </message>
    <message>
        <source>A fixed MFU keeps tokens/s per GPU flat: untick &quot;Fixed MFU&quot; to predict how it scales</source>
        <translation>Una MFU fija mantiene constantes los tokens/s por GPU: desmarque «MFU fija» para predecir cómo escala</translation>
    </message>
    <message>
        <source>Days (log scale)</source>
        <translation>Días (escala logarítmica)</translation>
    </message>
    <message>
        <source>Throughput limited by the prefill pool (%1 busy): more sequences only slow each user; give prefill more replicas</source>
        <translation>Rendimiento limitado por el grupo de prefill (%1 ocupado): más secuencias solo ralentizan a cada usuario; dé más réplicas al prefill</translation>
    </message>
    <message>
        <source>Disaggregated: %1 prefill + %2 decode replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s per GPU</source>
        <translation>Desagregado: %1 réplicas de prefill + %2 de decodificación, traspaso de KV %3; juntas, las mismas GPU dan %4 tokens/s por GPU</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>ajuste fino LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>ajuste fino QLoRA</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferencia</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2</source>
        <translation>pesos %1, caché KV %2</translation>
    </message>
    <message>
        <source>%1, base weights %2</source>
        <translation>%1, pesos base %2</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>tensor %1 × pipeline %2 × datos %3</translation>
    </message>
    <message>
        <source>, context %1</source>
        <translation>, contexto %1</translation>
    </message>
    <message>
        <source>, expert %1</source>
        <translation>, expertos %1</translation>
    </message>
    <message>
        <source>, ZeRO-%1</source>
        <translation>, ZeRO-%1</translation>
    </message>
    <message>
        <source>batch %1, prompt %2 + output %3 tokens</source>
        <translation>lote %1, prompt %2 + salida %3 tokens</translation>
    </message>
    <message>
        <source>micro-batch %1, global batch %2, sequence %3</source>
        <translation>microlote %1, lote global %2, secuencia %3</translation>
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
        <translation>Pesos %1</translation>
    </message>
    <message>
        <source>%1 KV cache</source>
        <translation>Caché KV %1</translation>
    </message>
    <message>
        <source>TP %1, %2 replicas</source>
        <translation>TP %1, %2 réplicas</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>%1 sequences: %2 tokens/s per GPU, %3 per user
TTFT %4, TPOT %5
%6 per 1M output tokens, %7 per 1M input tokens</source>
        <translation>%1 secuencias: %2 tokens/s por GPU, %3 por usuario
TTFT %4, TPOT %5
%6 por 1 M de tokens de salida, %7 por 1 M de tokens de entrada</translation>
    </message>
    <message>
        <source>%1: %2 sequences, %3 tokens/s per GPU
TPOT %4; %5 per 1M output tokens</source>
        <translation>%1: %2 secuencias, %3 tokens/s por GPU
TPOT %4; %5 por 1 M de tokens de salida</translation>
    </message>
    <message>
        <source>No curve for %1: %2</source>
        <translation>Sin curva para %1: %2</translation>
    </message>
    <message>
        <source>This scenario, by concurrency</source>
        <translation>Este escenario, por concurrencia</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Layouts for %1: time against cost</source>
        <translation>Configuraciones para %1: tiempo frente a coste</translation>
    </message>
    <message>
        <source>No layout to plot</source>
        <translation>No hay configuración que dibujar</translation>
    </message>
    <message>
        <source>Latency per request</source>
        <translation>Latencia por solicitud</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>Coste propio</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>Coste en la nube</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Frente de Pareto</translation>
    </message>
    <message>
        <source>Fewest GPUs (off the front)</source>
        <translation>Menos GPU (fuera del frente)</translation>
    </message>
    <message>
        <source>Disaggregated, the split that serves most: %1 prefill + %2 decode replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s per GPU</source>
        <translation>Desagregado, el reparto que más sirve: %1 réplicas de prefill + %2 de decodificación, traspaso de KV %3; en un mismo grupo, las mismas GPU dan %4 tokens/s por GPU</translation>
    </message>
    <message>
        <source>Memory timeline</source>
        <translation>Memoria en el tiempo</translation>
    </message>
    <message>
        <source>Peak: %1</source>
        <translation>Pico: %1</translation>
    </message>
    <message>
        <source>Allocated per GPU (%1)</source>
        <translation>Asignado por GPU (%1)</translation>
    </message>
    <message>
        <source>Time through one step (%1)</source>
        <translation>Tiempo a lo largo de un paso (%1)</translation>
    </message>
    <message>
        <source>Time through one request (%1)</source>
        <translation>Tiempo a lo largo de una solicitud (%1)</translation>
    </message>
    <message>
        <source>Memory through one step on %1</source>
        <translation>Memoria a lo largo de un paso con %1</translation>
    </message>
    <message>
        <source>Memory through one request on %1</source>
        <translation>Memoria a lo largo de una solicitud con %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chart&apos;s title: what, then the model and GPUs</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Peak %1: every part at once (the papers&apos; accounting)</source>
        <translation>Pico %1: todas las partes a la vez (la cuenta de los artículos)</translation>
    </message>
    <message>
        <source>Peak %1 at %2
reserved %3, process %4</source>
        <translation>Pico %1 en %2
reservado %3, proceso %4</translation>
    </message>
    <message>
        <source>No timeline: the scenario has no step to follow</source>
        <translation>Sin línea de tiempo: el escenario no tiene un paso que seguir</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Planificación del pipeline</translation>
    </message>
    <message>
        <source>Bubble: %1</source>
        <translation>Burbuja: %1</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Hacia delante</translation>
    </message>
    <message>
        <source>Backward (input gradients)</source>
        <translation>Hacia atrás (gradientes de entrada)</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Hacia atrás</translation>
    </message>
    <message>
        <source>Weight gradients</source>
        <translation>Gradientes de los pesos</translation>
    </message>
    <message>
        <source>Communication: %1</source>
        <translation>Comunicación: %1</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>Optimizador: %1</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Etapa %1</translation>
    </message>
    <message>
        <source>Stage %1 · %2</source>
        <translation>Etapa %1 · %2</translation>
    </message>
    <message>
        <source>Time in one step (%1)</source>
        <translation>Tiempo dentro de un paso (%1)</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>1F1B intercalado</translation>
    </message>
    <message>
        <source>Zero-bubble (ZB-H1)</source>
        <translation>Sin burbuja (ZB-H1)</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Pipeline schedule: %1</source>
        <translation>Planificación del pipeline: %1</translation>
    </message>
    <message>
        <source>The pipeline schedule applies to training.</source>
        <translation>La planificación del pipeline se aplica al entrenamiento.</translation>
    </message>
    <message>
        <source>The schedule is drawn from the predicted step:
untick &quot;Fixed MFU&quot; to see it.</source>
        <translation>La planificación se dibuja a partir del paso predicho:
desmarque «MFU fija» para verla.</translation>
    </message>
    <message>
        <source>%1: p = %2, m = %3; bubble %4 of the pipeline&apos;s time</source>
        <translation>%1: p = %2, m = %3; burbuja %4 del tiempo del pipeline</translation>
    </message>
    <message>
        <source>%1: p = %2, v = %3, m = %4; bubble %5 = (p − 1)/(v·m + p − 1)</source>
        <translation>%1: p = %2, v = %3, m = %4; burbuja %5 = (p − 1)/(v·m + p − 1)</translation>
    </message>
    <message>
        <source>Drawn with %1 of the step&apos;s %2 micro-batches</source>
        <translation>Dibujado con %1 de los %2 micro-lotes del paso</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>Caché KV %1</translation>
    </message>
    <message>
        <source>%1 sequences at once, prompt %2 + output %3 tokens</source>
        <translation>%1 secuencias a la vez, prompt %2 + salida %3 tokens</translation>
    </message>
    <message>
        <source>Memory roof (%1)</source>
        <translation>Techo de memoria (%1)</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 tokens/s each
MFU %3; limited by %4</source>
        <translation>%1 GPU: %2 tokens/s cada una
MFU %3; limitado por %4</translation>
    </message>
    <message>
        <source>Pinned GPU step</source>
        <translation>Paso de GPU fijado</translation>
    </message>
    <message>
        <source>GPU step</source>
        <translation>Paso de GPU</translation>
    </message>
    <message>
        <source>Seconds per step (%1)</source>
        <translation>Segundos por paso (%1)</translation>
    </message>
    <message>
        <source>%1: sets the pace</source>
        <translation>%1: marca el ritmo</translation>
    </message>
    <message>
        <source>One step: %1, limited by %2</source>
        <translation>Un paso: %1, limitado por %2</translation>
    </message>
    <message>
        <source>%1 · MFU %2 (predicted)</source>
        <translation>%1 · MFU %2 (predicho)</translation>
    </message>
    <message>
        <source>%1 · at a fixed MFU of %2</source>
        <translation>%1 · con un MFU fijo del %2</translation>
    </message>
    <message>
        <source>, chunked loss</source>
        <translation>, pérdida por trozos</translation>
    </message>
    <message>
        <source>Published: %1, %2 (%3)</source>
        <comment>tier, cost per GPU-hour, date</comment>
        <translation>Publicado: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>sin fecha</translation>
    </message>
    <message>
        <source>, compiled loss</source>
        <translation>, pérdida compilada</translation>
    </message>
    <message>
        <source>Time through one step of %1 micro-batches (%2)</source>
        <translation>Tiempo a lo largo de un paso de %1 microlotes (%2)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>Time through 1 of %1 micro-batches, pipeline steady state (%2)</source>
        <translation>Tiempo de 1 de %1 microlotes, pipeline en régimen (%2)</translation>
    </message>
    <message>
        <source>Micro-batches %1–%2, like the 2nd</source>
        <translation>Microlotes %1–%2, como el 2.º</translation>
    </message>
    <message>
        <source>Full, %1 layers</source>
        <translation>Recálculo completo, %1 capas</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nube</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Micro-batches %1–%2</source>
        <comment>a legend&apos;s short form</comment>
        <translation>Microlotes %1–%2</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Tiempo (%1)</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Comunicación</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>&#xa0;K</source>
        <comment>thousand</comment>
        <translation>&#xa0;mil</translation>
    </message>
    <message>
        <source>&#xa0;M</source>
        <comment>million</comment>
        <translation>&#xa0;M</translation>
    </message>
    <message>
        <source>&#xa0;T</source>
        <comment>trillion</comment>
        <translation>&#xa0;B</translation>
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
        <translation>%1 días</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 años</translation>
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
        <translation>&#xa0;mil M</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</source>
        <translation>Escenarios de Headroom (*.headroom.json);;Archivos JSON (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>a model of %1 parameters</source>
        <translation>un modelo de %1 parámetros</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>un modelo personalizado</translation>
    </message>
    <message>
        <source>Questions on this scenario</source>
        <translation>Preguntas sobre este escenario</translation>
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
        <translation>AdamW de 8 bits</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD con momento</translation>
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
        <translation>sin recálculo</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>recálculo selectivo</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>recálculo completo</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 parámetros)</translation>
    </message>
    <message>
        <source>How much memory per GPU does training %1 on %2 × %3 need, with micro-batch %4 and sequence %5?</source>
        <translation>¿Cuánta memoria por GPU necesita entrenar %1 en %2 × %3, con microlote %4 y secuencia %5?</translation>
    </message>
    <message>
        <source>How many bytes per parameter do the model states of %1 take with %2 in %3: weights, gradients, master weights and optimizer states, before any sharding?</source>
        <translation>¿Cuántos bytes por parámetro ocupan los estados del modelo de %1 con %2 en %3: pesos, gradientes, pesos maestros y estados del optimizador, antes de fragmentar?</translation>
    </message>
    <message>
        <source>What does ZeRO-%1 save per GPU in model states when %2 is trained with %3 in %4 on %5 data-parallel GPUs, against plain data parallelism?</source>
        <translation>¿Cuánto ahorra ZeRO-%1 por GPU en estados del modelo cuando %2 se entrena con %3 en %4 sobre %5 GPU de paralelismo de datos, frente al paralelismo de datos simple?</translation>
    </message>
    <message>
        <source>How much activation memory does one transformer layer of %1 keep per GPU at sequence %2 and micro-batch %3, with tensor parallelism %4?</source>
        <translation>¿Cuánta memoria de activaciones guarda una capa transformer de %1 por GPU con secuencia %2 y microlote %3, con paralelismo tensorial %4?</translation>
    </message>
    <message>
        <source>How much activation memory per GPU does training %1 keep at sequence %2 and micro-batch %3?</source>
        <translation>¿Cuánta memoria de activaciones por GPU guarda el entrenamiento de %1 con secuencia %2 y microlote %3?</translation>
    </message>
    <message>
        <source>How large is the KV cache of %1 for %2 sequences of %3 tokens, stored in %4?</source>
        <translation>¿Qué tamaño tiene la caché KV de %1 para %2 secuencias de %3 tokens, almacenada en %4?</translation>
    </message>
    <message>
        <source>How much memory do the weights of %1 take for inference in %2?</source>
        <translation>¿Cuánta memoria ocupan los pesos de %1 para inferencia en %2?</translation>
    </message>
    <message>
        <source>How many FLOPs does training %1 on %2 tokens take?</source>
        <translation>¿Cuántos FLOPs requiere entrenar %1 con %2 tokens?</translation>
    </message>
    <message>
        <source>How long does training %1 on %2 tokens take on %3 × %4 at %5 MFU?</source>
        <translation>¿Cuánto tarda entrenar %1 con %2 tokens en %3 × %4 con un MFU del %5?</translation>
    </message>
    <message>
        <source>How many tokens per second, all sequences together, does %1 generate in %2 at batch %3 on %4 × %5 (%6 of memory bandwidth each)?</source>
        <translation>¿Cuántos tokens por segundo, sumando todas las secuencias, genera %1 en %2 con lote %3 en %4 × %5 (%6 de ancho de banda de memoria cada una)?</translation>
    </message>
    <message>
        <source>Decoding %1 in %2 at batch %3 on %4: what limits the time per output token, and why?</source>
        <translation>Decodificando %1 en %2 con lote %3 en %4: ¿qué limita el tiempo por token de salida y por qué?</translation>
    </message>
    <message>
        <source>A %1 costs %2 to buy or %3 to rent. After how many GPU-hours of use is owning it cheaper than renting, counting server, power and upkeep?</source>
        <translation>Una %1 cuesta %2 comprarla o %3 alquilarla. ¿Tras cuántas horas-GPU de uso sale más barato tenerla que alquilarla, contando servidor, energía y mantenimiento?</translation>
    </message>
    <message>
        <source>server share %1</source>
        <translation>parte del servidor %1</translation>
    </message>
    <message>
        <source>%1 years of depreciation</source>
        <translation>%1 años de amortización</translation>
    </message>
    <message>
        <source>upkeep %1 a year</source>
        <translation>mantenimiento %1 al año</translation>
    </message>
    <message>
        <source>%1 W board power, PUE %2, %3 per kWh</source>
        <translation>%1 W de potencia de placa, PUE %2, %3 por kWh</translation>
    </message>
    <message>
        <source>%1 utilisation</source>
        <translation>%1 de utilización</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2 (%3 cada una)</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>microlote %1</translation>
    </message>
    <message>
        <source>sequence %1</source>
        <translation>secuencia %1</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2</source>
        <translation>tensor %1 × pipeline %2</translation>
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
        <translation>sin FlashAttention</translation>
    </message>
    <message>
        <source>%1 peak per GPU</source>
        <translation>%1 de pico por GPU</translation>
    </message>
    <message>
        <source>weights in %1</source>
        <translation>pesos en %1</translation>
    </message>
    <message>
        <source>KV cache in %1</source>
        <translation>Caché KV en %1</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>lote %1</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens</source>
        <translation>%1 tokens de prompt + %2 de salida</translation>
    </message>
    <message>
        <source>tensor %1</source>
        <translation>tensor %1</translation>
    </message>
    <message>
        <source>kernels reach %1 of peak bandwidth</source>
        <translation>los kernels alcanzan el %1 del ancho de banda máximo</translation>
    </message>
    <message>
        <source>%1 fixed overhead</source>
        <translation>%1 de sobrecarga fija</translation>
    </message>
    <message>
        <source>Assume: %1.</source>
        <translation>Suponga: %1.</translation>
    </message>
    <message>
        <source>Memory bandwidth: every step reads all the weights once for 2 FLOPs per weight</source>
        <translation>Ancho de banda de memoria: cada paso lee todos los pesos una vez para 2 FLOPs por peso</translation>
    </message>
    <message>
        <source>Compute: the batch does enough FLOPs per weight read to keep the tensor cores busy</source>
        <translation>Cómputo: el lote hace suficientes FLOPs por peso leído para mantener ocupados los núcleos tensoriales</translation>
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
        <translation>bytes</translation>
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
        <translation>días</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>horas</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>milisegundos</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>microsegundos</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>semanas</translation>
    </message>
    <message>
        <source>years</source>
        <translation>años</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>Horas-GPU</translation>
    </message>
    <message>
        <source>thousand GPU-hours</source>
        <translation>miles de horas-GPU</translation>
    </message>
    <message>
        <source>million GPU-hours</source>
        <translation>millones de horas-GPU</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>días-GPU</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>%1 mil</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 millones</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 mil millones</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 por hora</translation>
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
        <translation>fracción</translation>
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
        <translation>bytes por parámetro</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>thousand tokens/s</source>
        <translation>miles de tokens/s</translation>
    </message>
    <message>
        <source>(plain number)</source>
        <translation>(número sin unidad)</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>mil</translation>
    </message>
    <message>
        <source>million</source>
        <translation>millones</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>mil millones</translation>
    </message>
    <message>
        <source>%1 bytes per parameter</source>
        <translation>%1 bytes por parámetro</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Correcto: %1.</translation>
    </message>
    <message>
        <source>Pick one of the answers.</source>
        <translation>Elija una de las respuestas.</translation>
    </message>
    <message>
        <source>Not quite. It is: %1.</source>
        <translation>No exactamente. Es: %1.</translation>
    </message>
    <message>
        <source>Right: the exact figure is %1, and anything within ±%2 counts.</source>
        <translation>Correcto: la cifra exacta es %1, y vale cualquier valor dentro de ±%2.</translation>
    </message>
    <message>
        <source>Too low: %1 is %2× below the exact figure, %3.</source>
        <translation>Demasiado bajo: %1 es %2× menor que la cifra exacta, %3.</translation>
    </message>
    <message>
        <source>Too low: the exact figure is %1.</source>
        <translation>Demasiado bajo: la cifra exacta es %1.</translation>
    </message>
    <message>
        <source>Too high: %1 is %2× the exact figure, %3.</source>
        <translation>Demasiado alto: %1 es %2× la cifra exacta, %3.</translation>
    </message>
    <message>
        <source>Too high: the exact figure is %1.</source>
        <translation>Demasiado alto: la cifra exacta es %1.</translation>
    </message>
    <message>
        <source>%1× the weights</source>
        <translation>%1× los pesos</translation>
    </message>
    <message>
        <source>%1–%2× the weights</source>
        <translation>%1–%2× los pesos</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>No: within 30 %.</source>
        <translation>No: dentro del 30 %.</translation>
    </message>
    <message>
        <source>Yes, %1× the rule</source>
        <translation>Sí, %1× la regla</translation>
    </message>
    <message>
        <source>Yes, %1 below the rule</source>
        <translation>Sí, %1 por debajo de la regla</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>activations and logits (%1) outweigh the model states (%2) at sequence %3 and micro-batch %4</source>
        <translation>las activaciones y los logits (%1) superan a los estados del modelo (%2) con secuencia %3 y microlote %4</translation>
    </message>
    <message>
        <source>at this context, attention&apos;s 12·L·a·d·s is %1 of the FLOPs (sequence %2)</source>
        <translation>con este contexto, el término de atención 12·L·a·d·s es el %1 de los FLOPs (secuencia %2)</translation>
    </message>
    <message>
        <source>6·N counts matmul parameters only; the exact count here is lower</source>
        <translation>6·N solo cuenta los parámetros de las multiplicaciones de matrices; la cifra exacta aquí es menor</translation>
    </message>
    <message>
        <source>each decode step also reads the KV cache, %1 (%2 of the weights)</source>
        <translation>cada paso de decodificación también lee la caché KV, %1 (%2 de los pesos)</translation>
    </message>
    <message>
        <source>at batch %1 the decode step is compute-bound: %2 of compute against %3 of weight and cache reads</source>
        <translation>con lote %1 el paso de decodificación está limitado por cómputo: %2 de cómputo frente a %3 de lectura de pesos y caché</translation>
    </message>
    <message>
        <source>the weights are in %1, %2 bytes per parameter</source>
        <translation>los pesos están en %1, %2 bytes por parámetro</translation>
    </message>
    <message>
        <source>tensor parallelism %1 splits the weights over the GPUs</source>
        <translation>el paralelismo tensorial %1 reparte los pesos entre las GPU</translation>
    </message>
    <message>
        <source>ZeRO-%1 and tensor parallelism %2 divide the states over the GPUs</source>
        <translation>ZeRO-%1 y el paralelismo tensorial %2 reparten los estados entre las GPU</translation>
    </message>
    <message>
        <source>only %1 of %2 experts are active per token</source>
        <translation>solo %1 de %2 expertos están activos por token</translation>
    </message>
    <message>
        <source>%1 with %2 keeps %3 bytes per parameter of model states, %4× the weights alone, and activations and overhead add %5</source>
        <translation>%1 con %2 guarda %3 bytes de estados del modelo por parámetro, %4× solo los pesos, y las activaciones y la sobrecarga añaden %5</translation>
    </message>
    <message>
        <source>%1 with %2 keeps %3 bytes per parameter</source>
        <translation>%1 con %2 guarda %3 bytes por parámetro</translation>
    </message>
    <message>
        <source>real kernels reach about %1 of the peak bandwidth</source>
        <translation>los kernels reales alcanzan aproximadamente el %1 del ancho de banda máximo</translation>
    </message>
    <message>
        <source>Training %1 with %2 pipeline stages, %3 virtual stages per GPU and %4 micro-batches per step: what share of the micro-batches&apos; time does the pipeline bubble add?</source>
        <translation>Se entrena %1 con %2 etapas de pipeline, %3 etapas virtuales por GPU y %4 micro-lotes por paso: ¿qué fracción del tiempo de los micro-lotes añade la burbuja del pipeline?</translation>
    </message>
    <message>
        <source>How long does reducing %1 of gradients across the data-parallel GPUs of %2 × %3 take once per step, before any overlap with the backward pass?</source>
        <translation>¿Cuánto tarda reducir %1 de gradientes entre las GPU de paralelismo de datos de %2 × %3 una vez por paso, antes de solaparlo con la pasada hacia atrás?</translation>
    </message>
    <message>
        <source>With tensor parallelism %1 on %2, how long do one layer&apos;s tensor-parallel collectives take per micro-batch, forward and backward, before any overlap?</source>
        <translation>Con paralelismo tensorial %1 en %2, ¿cuánto tardan las operaciones colectivas tensoriales de una capa por micro-lote, hacia delante y hacia atrás, sin solapamiento?</translation>
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
        <translation>bytes/s</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 por token</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>%1 del paso</translation>
    </message>
    <message>
        <source>full recomputation keeps only each layer&apos;s input</source>
        <translation>el recálculo completo solo guarda la entrada de cada capa</translation>
    </message>
    <message>
        <source>without recomputation the attention scores are kept (5·a·s²·b)</source>
        <translation>sin recálculo se guardan las puntuaciones de atención (5·a·s²·b)</translation>
    </message>
    <message>
        <source>tensor parallelism %1 splits most of the layer</source>
        <translation>el paralelismo de tensor %1 reparte la mayor parte de la capa</translation>
    </message>
    <message>
        <source>%1 KV heads for %2 query heads</source>
        <translation>%1 cabezas KV para %2 cabezas de consulta</translation>
    </message>
    <message>
        <source>the MLP is %1 wide%2</source>
        <translation>el MLP tiene %1 de ancho%2</translation>
    </message>
    <message>
        <source> and gated</source>
        <translation> y es con compuerta</translation>
    </message>
    <message>
        <source>each token visits %1 experts</source>
        <translation>cada token visita %1 expertos</translation>
    </message>
    <message>
        <source>the layer differs from GPT&apos;s</source>
        <translation>la capa difiere de la de GPT</translation>
    </message>
    <message>
        <source>the rule assumes full recomputation (8·N FLOPs per token) at 40 % of peak; this run does %1 per token at %2 MFU</source>
        <translation>la regla supone recálculo completo (8·N FLOPs por token) al 40 % del pico; esta ejecución hace %1 por token con un MFU del %2</translation>
    </message>
    <message>
        <source>communication, memory-bound work and the optimizer take %1 of the step beside the bubble</source>
        <translation>la comunicación, el trabajo limitado por memoria y el optimizador ocupan %1 del paso además de la burbuja</translation>
    </message>
    <message>
        <source>multi-head latent attention caches a %1-wide latent per layer, not K and V for every head</source>
        <translation>la atención latente multicabeza guarda un latente de ancho %1 por capa, no K y V para cada cabeza</translation>
    </message>
    <message>
        <source>linear-attention layers hold a constant state instead of a growing cache</source>
        <translation>las capas de atención lineal mantienen un estado constante en lugar de una caché creciente</translation>
    </message>
    <message>
        <source>sliding-window layers stop growing at %1 tokens</source>
        <translation>las capas de ventana deslizante dejan de crecer a los %1 tokens</translation>
    </message>
    <message>
        <source>grouped-query attention caches %1 KV heads of %2</source>
        <translation>la atención de consultas agrupadas guarda %1 cabezas KV de %2</translation>
    </message>
    <message>
        <source>the cache&apos;s width differs from the hidden size</source>
        <translation>el ancho de la caché difiere del tamaño oculto</translation>
    </message>
    <message>
        <source>the KV cache (%1), the batch&apos;s workspace and the overhead come on top of the weights</source>
        <translation>la caché KV (%1), el espacio de trabajo del lote y la sobrecarga se suman a los pesos</translation>
    </message>
    <message>
        <source>Enter a number, with or without its unit, such as 118, 14 GB or 8.4e22.</source>
        <translation>Escriba un número, con o sin su unidad, como 118, 14 GB o 8.4e22.</translation>
    </message>
    <message>
        <source>Why do GPUs train neural networks much faster than CPUs?</source>
        <translation>¿Por qué las GPU entrenan redes neuronales mucho más rápido que las CPU?</translation>
    </message>
    <message>
        <source>Thousands of cores and tensor cores run the matrix multiplications in parallel</source>
        <translation>Miles de núcleos y núcleos tensoriales ejecutan las multiplicaciones de matrices en paralelo</translation>
    </message>
    <message>
        <source>Their clocks are faster</source>
        <translation>Sus relojes son más rápidos</translation>
    </message>
    <message>
        <source>They have larger caches per core</source>
        <translation>Tienen cachés más grandes por núcleo</translation>
    </message>
    <message>
        <source>Training is mostly large matrix multiplications, which split into thousands of independent pieces; a GPU runs them at hundreds of TFLOP/s, a CPU at a few.</source>
        <translation>El entrenamiento son sobre todo grandes multiplicaciones de matrices, que se dividen en miles de piezas independientes; una GPU las ejecuta a cientos de TFLOP/s y una CPU a unos pocos.</translation>
    </message>
    <message>
        <source>What is a kernel&apos;s arithmetic intensity?</source>
        <translation>¿Qué es la intensidad aritmética de un kernel?</translation>
    </message>
    <message>
        <source>The FLOPs it does per second</source>
        <translation>Los FLOP que hace por segundo</translation>
    </message>
    <message>
        <source>The FLOPs it does per byte it moves from memory</source>
        <translation>Los FLOP que hace por byte que mueve de la memoria</translation>
    </message>
    <message>
        <source>The share of the peak it reaches</source>
        <translation>La fracción del pico que alcanza</translation>
    </message>
    <message>
        <source>Intensity = FLOPs ÷ bytes read and written. Against the roofline&apos;s ridge (peak ÷ bandwidth) it tells whether compute or memory bounds the kernel.</source>
        <translation>Intensidad = FLOP ÷ bytes leídos y escritos. Frente al punto de inflexión del roofline (pico ÷ ancho de banda) indica si limita el cómputo o la memoria.</translation>
    </message>
    <message>
        <source>A kernel&apos;s arithmetic intensity is below the GPU&apos;s ridge point. What bounds its speed?</source>
        <translation>La intensidad aritmética de un kernel está por debajo del punto de inflexión de la GPU. ¿Qué limita su velocidad?</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Ancho de banda de memoria</translation>
    </message>
    <message>
        <source>The tensor cores&apos; peak</source>
        <translation>El pico de los núcleos tensoriales</translation>
    </message>
    <message>
        <source>The PCIe link</source>
        <translation>El enlace PCIe</translation>
    </message>
    <message>
        <source>Below the ridge the kernel cannot fetch bytes fast enough to keep the cores busy: its time is bytes ÷ bandwidth, as in decoding at a small batch.</source>
        <translation>Por debajo del punto de inflexión el kernel no trae bytes lo bastante rápido para ocupar los núcleos: su tiempo es bytes ÷ ancho de banda, como al decodificar con un lote pequeño.</translation>
    </message>
    <message>
        <source>What does ZeRO-3 shard over the data-parallel GPUs that ZeRO-2 keeps whole?</source>
        <translation>¿Qué reparte ZeRO-3 entre las GPU de datos en paralelo que ZeRO-2 mantiene entero?</translation>
    </message>
    <message>
        <source>The optimizer states</source>
        <translation>Los estados del optimizador</translation>
    </message>
    <message>
        <source>The gradients</source>
        <translation>Los gradientes</translation>
    </message>
    <message>
        <source>The weights</source>
        <translation>Los pesos</translation>
    </message>
    <message>
        <source>ZeRO-1 shards the optimizer states, ZeRO-2 also the gradients, ZeRO-3 also the weights, gathering each layer&apos;s weights when it runs (Rajbhandari et al. 2020).</source>
        <translation>ZeRO-1 reparte los estados del optimizador, ZeRO-2 también los gradientes y ZeRO-3 también los pesos, reuniendo los pesos de cada capa cuando se ejecuta (Rajbhandari et al. 2020).</translation>
    </message>
    <message>
        <source>What does activation recomputation trade?</source>
        <translation>¿Qué intercambia el recálculo de activaciones?</translation>
    </message>
    <message>
        <source>Extra forward compute for less activation memory</source>
        <translation>Más cómputo hacia delante a cambio de menos memoria de activaciones</translation>
    </message>
    <message>
        <source>Less compute for more memory</source>
        <translation>Menos cómputo a cambio de más memoria</translation>
    </message>
    <message>
        <source>Lower precision for less memory</source>
        <translation>Menos precisión a cambio de menos memoria</translation>
    </message>
    <message>
        <source>Only some activations are kept; the rest are computed again in the backward pass. Full recomputation adds about one forward pass: 8·N instead of 6·N FLOPs per token.</source>
        <translation>Solo se guardan algunas activaciones; el resto se recalcula en la pasada hacia atrás. El recálculo completo añade una pasada hacia delante: 8·N en lugar de 6·N FLOP por token.</translation>
    </message>
    <message>
        <source>Why does multi-head latent attention (DeepSeek-V3) cache less than grouped-query attention?</source>
        <translation>¿Por qué la atención latente multicabeza (DeepSeek-V3) guarda menos en caché que la atención de consultas agrupadas?</translation>
    </message>
    <message>
        <source>It keeps the cache in 4 bits</source>
        <translation>Guarda la caché en 4 bits</translation>
    </message>
    <message>
        <source>It caches one compressed latent per token and layer instead of K and V per head</source>
        <translation>Guarda un latente comprimido por token y capa en lugar de K y V por cabeza</translation>
    </message>
    <message>
        <source>It drops tokens older than a window</source>
        <translation>Descarta los tokens más antiguos que una ventana</translation>
    </message>
    <message>
        <source>MLA rebuilds K and V from a 512-wide latent plus a 64-wide RoPE key, so a token costs 576 values per layer (DeepSeek-V2 §2.1).</source>
        <translation>MLA reconstruye K y V a partir de un latente de 512 más una clave RoPE de 64, así que un token cuesta 576 valores por capa (DeepSeek-V2 §2.1).</translation>
    </message>
    <message>
        <source>How does a sliding-window layer&apos;s KV cache grow with the context?</source>
        <translation>¿Cómo crece con el contexto la caché KV de una capa de ventana deslizante?</translation>
    </message>
    <message>
        <source>With the context up to the window, then it stays constant</source>
        <translation>Con el contexto hasta la ventana y luego se mantiene constante</translation>
    </message>
    <message>
        <source>Linearly without limit</source>
        <translation>Linealmente sin límite</translation>
    </message>
    <message>
        <source>Quadratically</source>
        <translation>Cuadráticamente</translation>
    </message>
    <message>
        <source>A layer that attends to the last W tokens needs only their keys and values: min(context, W) tokens.</source>
        <translation>Una capa que atiende a los últimos W tokens solo necesita sus claves y valores: min(contexto, W) tokens.</translation>
    </message>
    <message>
        <source>In mixed-precision training with Adam, what is kept in FP32?</source>
        <translation>En el entrenamiento de precisión mixta con Adam, ¿qué se guarda en FP32?</translation>
    </message>
    <message>
        <source>The activations</source>
        <translation>Las activaciones</translation>
    </message>
    <message>
        <source>The master weights and the optimizer&apos;s moments</source>
        <translation>Los pesos maestros y los momentos del optimizador</translation>
    </message>
    <message>
        <source>The gradients exchanged between GPUs</source>
        <translation>Los gradientes que se intercambian entre GPU</translation>
    </message>
    <message>
        <source>Weights and gradients in 16 bits (2 + 2 bytes), an FP32 master copy and two FP32 moments (12 bytes): 16 bytes per parameter (ZeRO §3.1).</source>
        <translation>Pesos y gradientes en 16 bits (2 + 2 bytes), una copia maestra en FP32 y dos momentos en FP32 (12 bytes): 16 bytes por parámetro (ZeRO §3.1).</translation>
    </message>
    <message>
        <source>What does QLoRA keep in 4 bits?</source>
        <translation>¿Qué guarda QLoRA en 4 bits?</translation>
    </message>
    <message>
        <source>The frozen base model&apos;s weights</source>
        <translation>Los pesos del modelo base congelado</translation>
    </message>
    <message>
        <source>The LoRA adapters</source>
        <translation>Los adaptadores LoRA</translation>
    </message>
    <message>
        <source>QLoRA quantises the frozen base weights to NF4 and trains 16-bit LoRA adapters; only the adapters have gradients and optimizer states (Dettmers et al. 2023).</source>
        <translation>QLoRA cuantiza los pesos base congelados a NF4 y entrena adaptadores LoRA de 16 bits; solo los adaptadores tienen gradientes y estados del optimizador (Dettmers et al. 2023).</translation>
    </message>
    <message>
        <source>Why is BF16 preferred to FP16 for training?</source>
        <translation>¿Por qué se prefiere BF16 a FP16 para entrenar?</translation>
    </message>
    <message>
        <source>It is more precise</source>
        <translation>Es más preciso</translation>
    </message>
    <message>
        <source>It takes fewer bytes</source>
        <translation>Ocupa menos bytes</translation>
    </message>
    <message>
        <source>It has FP32&apos;s exponent range, so no loss scaling is needed</source>
        <translation>Tiene el rango de exponente de FP32, así que no hace falta escalar la pérdida</translation>
    </message>
    <message>
        <source>BF16 keeps FP32&apos;s 8 exponent bits with 7 mantissa bits; FP16 has 5 exponent bits, so small gradients underflow unless the loss is scaled.</source>
        <translation>BF16 conserva los 8 bits de exponente de FP32 con 7 bits de mantisa; FP16 tiene 5 bits de exponente, así que los gradientes pequeños se anulan si no se escala la pérdida.</translation>
    </message>
    <message>
        <source>What does FP8 training need that BF16 training does not?</source>
        <translation>¿Qué necesita el entrenamiento en FP8 que no necesita el de BF16?</translation>
    </message>
    <message>
        <source>Scaling factors per tensor or block, to fit values into FP8&apos;s range</source>
        <translation>Factores de escala por tensor o bloque, para que los valores quepan en el rango de FP8</translation>
    </message>
    <message>
        <source>FP32 activations</source>
        <translation>Activaciones en FP32</translation>
    </message>
    <message>
        <source>Twice the weight memory</source>
        <translation>El doble de memoria para los pesos</translation>
    </message>
    <message>
        <source>FP8 (E4M3, E5M2) has so little range that each tensor is scaled into it, the scale taken from recent maxima (Micikevicius et al. 2022).</source>
        <translation>FP8 (E4M3, E5M2) tiene tan poco rango que cada tensor se escala para caber, con la escala tomada de los máximos recientes (Micikevicius et al. 2022).</translation>
    </message>
    <message>
        <source>What most limits a consumer GPU such as the RTX 4090 for training large models?</source>
        <translation>¿Qué limita más a una GPU de consumo como la RTX 4090 para entrenar modelos grandes?</translation>
    </message>
    <message>
        <source>It has no tensor cores</source>
        <translation>No tiene núcleos tensoriales</translation>
    </message>
    <message>
        <source>24 GB of memory and no NVLink between cards</source>
        <translation>24 GB de memoria y sin NVLink entre tarjetas</translation>
    </message>
    <message>
        <source>Its low clock speed</source>
        <translation>Su baja frecuencia de reloj</translation>
    </message>
    <message>
        <source>Its compute is close to a datacenter GPU&apos;s, but its memory caps the model size and several cards share PCIe for their communication.</source>
        <translation>Su cómputo se acerca al de una GPU de centro de datos, pero su memoria limita el tamaño del modelo y varias tarjetas comparten PCIe para comunicarse.</translation>
    </message>
    <message>
        <source>Why is tensor parallelism kept within one NVLink domain?</source>
        <translation>¿Por qué el paralelismo de tensores se mantiene dentro de un dominio NVLink?</translation>
    </message>
    <message>
        <source>Its all-reduces run in every layer and need NVLink&apos;s bandwidth</source>
        <translation>Sus all-reduce se ejecutan en cada capa y necesitan el ancho de banda de NVLink</translation>
    </message>
    <message>
        <source>PCIe cannot reach another GPU&apos;s memory</source>
        <translation>PCIe no puede acceder a la memoria de otra GPU</translation>
    </message>
    <message>
        <source>NVLink uses less power</source>
        <translation>NVLink consume menos energía</translation>
    </message>
    <message>
        <source>Tensor parallelism exchanges activations several times per layer and micro-batch; over a slower network that time is exposed.</source>
        <translation>El paralelismo de tensores intercambia activaciones varias veces por capa y microlote; en una red más lenta ese tiempo queda expuesto.</translation>
    </message>
    <message>
        <source>Training a small CNN on JPEGs, the GPUs wait for data. What is the likeliest cause?</source>
        <translation>Al entrenar una CNN pequeña con JPEG, las GPU esperan datos. ¿Cuál es la causa más probable?</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>Ancho de banda de la HBM</translation>
    </message>
    <message>
        <source>The gradient all-reduce</source>
        <translation>El all-reduce de los gradientes</translation>
    </message>
    <message>
        <source>CPU decoding and augmentation of the images</source>
        <translation>La decodificación y el aumento de las imágenes en la CPU</translation>
    </message>
    <message>
        <source>A CPU core decodes and augments a few hundred images per second; a fast GPU consumes thousands, so the cores bind first.</source>
        <translation>Un núcleo de CPU decodifica y aumenta unos cientos de imágenes por segundo; una GPU rápida consume miles, así que los núcleos limitan primero.</translation>
    </message>
    <message>
        <source>What do prefetching data-loader workers hide?</source>
        <translation>¿Qué ocultan los procesos del cargador de datos que precargan?</translation>
    </message>
    <message>
        <source>Reading and decoding the next batch behind the current step</source>
        <translation>La lectura y decodificación del siguiente lote detrás del paso actual</translation>
    </message>
    <message>
        <source>Writing checkpoints</source>
        <translation>La escritura de checkpoints</translation>
    </message>
    <message>
        <source>With prefetching a step takes the slowest of the GPU step and the input stages, not their sum.</source>
        <translation>Con precarga, un paso dura lo que el más lento entre el paso de GPU y las etapas de entrada, no su suma.</translation>
    </message>
    <message>
        <source>What does plain data parallelism keep on every GPU?</source>
        <translation>¿Qué guarda en cada GPU el paralelismo de datos simple?</translation>
    </message>
    <message>
        <source>A full copy of the model and its optimizer states</source>
        <translation>Una copia completa del modelo y de sus estados del optimizador</translation>
    </message>
    <message>
        <source>A slice of every layer</source>
        <translation>Una porción de cada capa</translation>
    </message>
    <message>
        <source>A group of consecutive layers</source>
        <translation>Un grupo de capas consecutivas</translation>
    </message>
    <message>
        <source>Each GPU holds the whole model and trains on its share of the batch; the gradients are averaged every step. Slices are tensor parallelism, layer groups pipeline parallelism.</source>
        <translation>Cada GPU tiene el modelo entero y entrena con su parte del lote; los gradientes se promedian en cada paso. Las porciones son paralelismo de tensores; los grupos de capas, paralelismo de pipeline.</translation>
    </message>
    <message>
        <source>What shrinks the pipeline bubble?</source>
        <translation>¿Qué reduce la burbuja del pipeline?</translation>
    </message>
    <message>
        <source>More pipeline stages</source>
        <translation>Más etapas de pipeline</translation>
    </message>
    <message>
        <source>More micro-batches per step, or interleaved stages</source>
        <translation>Más microlotes por paso, o etapas intercaladas</translation>
    </message>
    <message>
        <source>A larger learning rate</source>
        <translation>Una tasa de aprendizaje mayor</translation>
    </message>
    <message>
        <source>The bubble is (p − 1)/(v·m) of the step: more micro-batches m or virtual stages v shrink it, more stages p grow it (Narayanan et al. 2021).</source>
        <translation>La burbuja es (p − 1)/(v·m) del paso: más microlotes m o etapas virtuales v la reducen, más etapas p la agrandan (Narayanan et al. 2021).</translation>
    </message>
    <message>
        <source>What does expert parallelism send between GPUs?</source>
        <translation>¿Qué envía el paralelismo de expertos entre GPU?</translation>
    </message>
    <message>
        <source>Tokens to the GPUs holding their experts and back (all-to-all)</source>
        <translation>Tokens a las GPU que tienen sus expertos y de vuelta (all-to-all)</translation>
    </message>
    <message>
        <source>Every expert&apos;s weights each step</source>
        <translation>Los pesos de todos los expertos en cada paso</translation>
    </message>
    <message>
        <source>Only the router&apos;s gradients</source>
        <translation>Solo los gradientes del enrutador</translation>
    </message>
    <message>
        <source>Experts stay where they are; each token is dispatched to the GPUs of its chosen experts and combined back, in every MoE layer.</source>
        <translation>Los expertos se quedan donde están; cada token se envía a las GPU de sus expertos elegidos y se recombina, en cada capa MoE.</translation>
    </message>
    <message>
        <source>In a ring all-reduce of G bytes over n GPUs, how much does each GPU send?</source>
        <translation>En un all-reduce en anillo de G bytes entre n GPU, ¿cuánto envía cada GPU?</translation>
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
        <translation>Un reduce-scatter y un all-gather envían cada uno (n − 1)/n·G por GPU, así que el volumen por GPU se queda cerca de 2·G sea cual sea n.</translation>
    </message>
    <message>
        <source>When does buying GPUs beat renting them?</source>
        <translation>¿Cuándo compensa comprar GPU en lugar de alquilarlas?</translation>
    </message>
    <message>
        <source>When they stay busy for most of their useful life</source>
        <translation>Cuando están ocupadas la mayor parte de su vida útil</translation>
    </message>
    <message>
        <source>For short, occasional runs</source>
        <translation>Para ejecuciones cortas y ocasionales</translation>
    </message>
    <message>
        <source>Whenever the cloud price is above zero</source>
        <translation>Siempre que el precio de la nube sea mayor que cero</translation>
    </message>
    <message>
        <source>Owning costs depreciation, power and upkeep whether the GPUs are used or not; it pays once the GPU-hours used pass the break-even hours.</source>
        <translation>Tener GPU propias cuesta amortización, energía y mantenimiento se usen o no; compensa cuando las horas-GPU usadas superan las horas de equilibrio.</translation>
    </message>
    <message>
        <source>What does model FLOPs utilisation (MFU) measure?</source>
        <translation>¿Qué mide la utilización de FLOP del modelo (MFU)?</translation>
    </message>
    <message>
        <source>Memory used against capacity</source>
        <translation>Memoria usada frente a la capacidad</translation>
    </message>
    <message>
        <source>The model&apos;s FLOPs per second against the GPUs&apos; peak</source>
        <translation>Los FLOP por segundo del modelo frente al pico de las GPU</translation>
    </message>
    <message>
        <source>The share of GPUs that are busy</source>
        <translation>La proporción de GPU ocupadas</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per token × tokens per second ÷ (GPUs × peak); recomputation does not count (Chowdhery et al. 2022, PaLM).</source>
        <translation>MFU = FLOP del modelo por token × tokens por segundo ÷ (GPU × pico); el recálculo no cuenta (Chowdhery et al. 2022, PaLM).</translation>
    </message>
    <message>
        <source>Why is a training step&apos;s MFU well below 100 %?</source>
        <translation>¿Por qué la MFU de un paso de entrenamiento queda muy por debajo del 100 %?</translation>
    </message>
    <message>
        <source>Kernels run below peak, and exposed communication and the bubble add time</source>
        <translation>Los kernels van por debajo del pico, y la comunicación expuesta y la burbuja añaden tiempo</translation>
    </message>
    <message>
        <source>GPUs throttle to save power</source>
        <translation>Las GPU se frenan para ahorrar energía</translation>
    </message>
    <message>
        <source>Python overhead alone</source>
        <translation>Solo la sobrecarga de Python</translation>
    </message>
    <message>
        <source>Matrix multiplications reach 60–80 % of peak, attention and memory-bound work less, and communication that is not overlapped adds to the step.</source>
        <translation>Las multiplicaciones de matrices alcanzan el 60–80 % del pico, la atención y el trabajo limitado por memoria menos, y la comunicación no solapada alarga el paso.</translation>
    </message>
    <message>
        <source>What does time to first token (TTFT) measure?</source>
        <translation>¿Qué mide el tiempo hasta el primer token (TTFT)?</translation>
    </message>
    <message>
        <source>The wait from a request to its first output token, mostly the prompt&apos;s prefill</source>
        <translation>La espera desde una petición hasta su primer token de salida, sobre todo el prefill del prompt</translation>
    </message>
    <message>
        <source>The time between two output tokens</source>
        <translation>El tiempo entre dos tokens de salida</translation>
    </message>
    <message>
        <source>The time to load the model</source>
        <translation>El tiempo de cargar el modelo</translation>
    </message>
    <message>
        <source>TTFT covers queueing and the prompt&apos;s prefill; the time per output token (TPOT) is each decode step after it.</source>
        <translation>El TTFT incluye la cola y el prefill del prompt; el tiempo por token de salida (TPOT) es cada paso de decodificación posterior.</translation>
    </message>
    <message>
        <source>Why does a larger batch raise decode tokens per second per GPU?</source>
        <translation>¿Por qué un lote mayor aumenta los tokens decodificados por segundo y GPU?</translation>
    </message>
    <message>
        <source>The sequences get shorter</source>
        <translation>Las secuencias se acortan</translation>
    </message>
    <message>
        <source>The clocks go up</source>
        <translation>Suben las frecuencias de reloj</translation>
    </message>
    <message>
        <source>One read of the weights serves every sequence in the batch</source>
        <translation>Una lectura de los pesos sirve a todas las secuencias del lote</translation>
    </message>
    <message>
        <source>Decoding a small batch is bound by reading the weights; each added sequence adds its KV reads and FLOPs but shares the weight read, until compute binds.</source>
        <translation>Decodificar un lote pequeño está limitado por la lectura de los pesos; cada secuencia añadida suma sus lecturas de KV y sus FLOP pero comparte la lectura de los pesos, hasta que limita el cómputo.</translation>
    </message>
    <message>
        <source>What caps how many sequences one serving replica decodes at once?</source>
        <translation>¿Qué limita cuántas secuencias decodifica a la vez una réplica de servicio?</translation>
    </message>
    <message>
        <source>The KV-cache memory left after the weights</source>
        <translation>La memoria de caché KV que queda tras los pesos</translation>
    </message>
    <message>
        <source>The number of streaming multiprocessors</source>
        <translation>El número de multiprocesadores de streaming</translation>
    </message>
    <message>
        <source>The PCIe bandwidth</source>
        <translation>El ancho de banda de PCIe</translation>
    </message>
    <message>
        <source>Each sequence holds its KV cache for its whole context: the memory left after weights, workspace and overhead, divided by one sequence&apos;s cache, is the limit.</source>
        <translation>Cada secuencia guarda su caché KV durante todo su contexto: la memoria que queda tras pesos, espacio de trabajo y sobrecarga, dividida por la caché de una secuencia, es el límite.</translation>
    </message>
    <message>
        <source>Why does speculative decoding speed up generation?</source>
        <translation>¿Por qué la decodificación especulativa acelera la generación?</translation>
    </message>
    <message>
        <source>It skips checking the draft&apos;s tokens</source>
        <translation>Se salta la comprobación de los tokens del borrador</translation>
    </message>
    <message>
        <source>The large model checks several drafted tokens in one memory-bound step</source>
        <translation>El modelo grande comprueba varios tokens del borrador en un paso limitado por memoria</translation>
    </message>
    <message>
        <source>It lowers the precision</source>
        <translation>Reduce la precisión</translation>
    </message>
    <message>
        <source>A small draft proposes k tokens; the target verifies them in one pass that reads its weights once, accepting several tokens per step on average without changing the output.</source>
        <translation>Un borrador pequeño propone k tokens; el modelo objetivo los verifica en una pasada que lee sus pesos una vez y acepta de media varios tokens por paso sin cambiar la salida.</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long do %4 CPU cores take to decode and augment one step&apos;s %5 images per node?</source>
        <translation>Entrenando %1 en %2 × %3: ¿cuánto tardan %4 núcleos de CPU en decodificar y aumentar las %5 imágenes por nodo de un paso?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does reading one step&apos;s %4 samples per node take from storage at %5/s?</source>
        <translation>Entrenando %1 en %2 × %3: ¿cuánto tarda leer del almacenamiento, a %5/s, las %4 muestras por nodo de un paso?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does copying one step&apos;s decoded inputs to one GPU over PCIe take?</source>
        <translation>Entrenando %1 en %2 × %3: ¿cuánto tarda copiar por PCIe a una GPU las entradas decodificadas de un paso?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does writing one checkpoint of the model states take at %4/s?</source>
        <translation>Entrenando %1 en %2 × %3: ¿cuánto tarda escribir un checkpoint de los estados del modelo a %4/s?</translation>
    </message>
    <message>
        <source>Why GPUs</source>
        <translation>Por qué GPU</translation>
    </message>
    <message>
        <source>Memory rules</source>
        <translation>Reglas de memoria</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>GPU classes</source>
        <translation>Clases de GPU</translation>
    </message>
    <message>
        <source>Data loading</source>
        <translation>Carga de datos</translation>
    </message>
    <message>
        <source>Multi-GPU</source>
        <translation>Multi-GPU</translation>
    </message>
    <message>
        <source>Cloud or on-premises</source>
        <translation>Nube o local</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Practitioner</source>
        <translation>Práctico</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Banco de preguntas</translation>
    </message>
    <message>
        <source>How much memory does one %1 have?</source>
        <translation>¿Cuánta memoria tiene una %1?</translation>
    </message>
    <message>
        <source>What is the peak memory bandwidth of one %1?</source>
        <translation>¿Cuál es el ancho de banda de memoria máximo de una %1?</translation>
    </message>
    <message>
        <source>What is the dense BF16 peak of one %1, without sparsity?</source>
        <translation>¿Cuál es el pico denso BF16 de una %1, sin dispersión?</translation>
    </message>
    <message>
        <source>At how many FLOPs per byte of memory traffic does a BF16 kernel on %1 stop being memory-bound (the roofline&apos;s ridge)?</source>
        <translation>¿A partir de cuántos FLOP por byte de tráfico de memoria deja un kernel BF16 en %1 de estar limitado por memoria (el punto de inflexión del roofline)?</translation>
    </message>
    <message>
        <source>How fast is the %1&apos;s link to other GPUs (%2), per GPU and direction?</source>
        <translation>¿Qué velocidad tiene el enlace de la %1 con otras GPU (%2), por GPU y sentido?</translation>
    </message>
    <message>
        <source>How many bytes does one value take in %1?</source>
        <translation>¿Cuántos bytes ocupa un valor en %1?</translation>
    </message>
    <message>
        <source>How many FLOPs does training %1 take per token, forward and backward?</source>
        <translation>¿Cuántos FLOP cuesta entrenar %1 por token, hacia delante y hacia atrás?</translation>
    </message>
    <message>
        <source>What MFU does training %1 on %2 × %3 reach, as predicted from its step?</source>
        <translation>¿Qué MFU alcanza entrenar %1 en %2 × %3, según la predicción de su paso?</translation>
    </message>
    <message>
        <source>How long does one training step of %1 on %2 × %3 take, with a global batch of %4 sequences of %5 tokens?</source>
        <translation>¿Cuánto dura un paso de entrenamiento de %1 en %2 × %3, con un lote global de %4 secuencias de %5 tokens?</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: once inputs and checkpoints are counted, what sets the pace of a step?</source>
        <translation>Entrenando %1 en %2 × %3: contando entradas y checkpoints, ¿qué marca el ritmo de un paso?</translation>
    </message>
    <message>
        <source>What does training %1 on %2 tokens on %3 × %4 cost on GPUs you own, at %5 per GPU for depreciation, power and upkeep?</source>
        <translation>¿Cuánto cuesta entrenar %1 con %2 tokens en %3 × %4 en GPU propias, a %5 por GPU de amortización, energía y mantenimiento?</translation>
    </message>
    <message>
        <source>What does training %1 on %2 tokens on %3 × %4 cost in the cloud at %5 per GPU?</source>
        <translation>¿Cuánto cuesta en la nube entrenar %1 con %2 tokens en %3 × %4 a %5 por GPU?</translation>
    </message>
    <message>
        <source>How many GPU-hours does training %1 on %2 tokens on %3 × %4 take?</source>
        <translation>¿Cuántas horas-GPU cuesta entrenar %1 con %2 tokens en %3 × %4?</translation>
    </message>
    <message>
        <source>Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens): how many sequences fit in one replica&apos;s KV memory?</source>
        <translation>Sirviendo %1 en %2 en %3 × %4 (%5 tokens de prompt + %6 de salida): ¿cuántas secuencias caben en la memoria KV de una réplica?</translation>
    </message>
    <message>
        <source>Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens) with as many sequences as the KV memory holds:</source>
        <translation>Sirviendo %1 en %2 en %3 × %4 (%5 tokens de prompt + %6 de salida) con tantas secuencias como caben en la memoria KV:</translation>
    </message>
    <message>
        <source>what is the time per output token?</source>
        <translation>¿cuál es el tiempo por token de salida?</translation>
    </message>
    <message>
        <source>what is the time to first token?</source>
        <translation>¿cuál es el tiempo hasta el primer token?</translation>
    </message>
    <message>
        <source>how many output tokens per second does each GPU produce?</source>
        <translation>¿cuántos tokens de salida por segundo produce cada GPU?</translation>
    </message>
    <message>
        <source>what do a million output tokens cost in the cloud?</source>
        <translation>¿cuánto cuesta en la nube un millón de tokens de salida?</translation>
    </message>
    <message>
        <source>global batch %1</source>
        <translation>lote global %1</translation>
    </message>
    <message>
        <source>storage reads %1/s per node</source>
        <translation>el almacenamiento lee %1/s por nodo</translation>
    </message>
    <message>
        <source>%1 CPU cores per node at %2 images/s each</source>
        <translation>%1 núcleos de CPU por nodo a %2 imágenes/s cada uno</translation>
    </message>
    <message>
        <source>a checkpoint every %1 steps, written at %2/s</source>
        <translation>un checkpoint cada %1 pasos, escrito a %2/s</translation>
    </message>
    <message>
        <source>loader workers prefetch behind the step</source>
        <translation>los procesos del cargador precargan detrás del paso</translation>
    </message>
    <message>
        <source>no prefetching</source>
        <translation>sin precarga</translation>
    </message>
    <message>
        <source>as many sequences as the KV memory holds</source>
        <translation>tantas secuencias como caben en la memoria KV</translation>
    </message>
    <message>
        <source>The GPUs&apos; own step</source>
        <translation>El propio paso de las GPU</translation>
    </message>
    <message>
        <source>Reading from storage</source>
        <translation>La lectura del almacenamiento</translation>
    </message>
    <message>
        <source>The host-to-GPU copy over PCIe</source>
        <translation>La copia del host a la GPU por PCIe</translation>
    </message>
    <message>
        <source>CPU decoding and augmentation</source>
        <translation>Decodificación y aumento en la CPU</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>FLOP por byte</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>secuencias</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 FLOP per byte</source>
        <translation>%1 FLOP por byte</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 secuencias</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>Fuente: %1.</translation>
    </message>
    <message>
        <source>From the catalog: %1 has %2 of memory at %3/s and a dense BF16 peak of %4; link between GPUs: %5.</source>
        <translation>Del catálogo: %1 tiene %2 de memoria a %3/s y un pico denso BF16 de %4; enlace entre GPU: %5.</translation>
    </message>
    <message>
        <source>From the catalog: %1 has %2 of memory at %3/s, a dense BF16 peak of %4 and %5 at %6/s per GPU.</source>
        <translation>Del catálogo: %1 tiene %2 de memoria a %3/s, un pico denso BF16 de %4 y %5 a %6/s por GPU.</translation>
    </message>
    <message>
        <source>Ridge = peak ÷ bandwidth = %1 ÷ %2/s = %3: below it a kernel waits for memory, above it for the tensor cores.</source>
        <translation>Punto de inflexión = pico ÷ ancho de banda = %1 ÷ %2/s = %3: por debajo un kernel espera a la memoria, por encima a los núcleos tensoriales.</translation>
    </message>
    <message>
        <source>%1 stores a value in %2 bits: %3.</source>
        <translation>%1 guarda un valor en %2 bits: %3.</translation>
    </message>
    <message>
        <source>KV memory per GPU after weights, workspace and overhead ÷ one sequence&apos;s KV cache (16-token pages) = %1 ÷ %2 = %3.</source>
        <translation>Memoria KV por GPU tras pesos, espacio de trabajo y sobrecarga ÷ caché KV de una secuencia (páginas de 16 tokens) = %1 ÷ %2 = %3.</translation>
    </message>
    <message>
        <source>Each step decodes every sequence (%1) and carries the arriving prompts&apos; share of prefill (%2): TPOT = %1 + %2 = %3 at %4 sequences.</source>
        <translation>Cada paso decodifica todas las secuencias (%1) y lleva la parte de prefill de los prompts que llegan (%2): TPOT = %1 + %2 = %3 con %4 secuencias.</translation>
    </message>
    <message>
        <source>TTFT = half a step of waiting + the prompt&apos;s prefill (%1) + one step (%2) = %3 at %4 sequences.</source>
        <translation>TTFT = medio paso de espera + el prefill del prompt (%1) + un paso (%2) = %3 con %4 secuencias.</translation>
    </message>
    <message>
        <source>%1 sequences ÷ TPOT %2 ÷ GPUs per replica %3 = %4 per GPU.</source>
        <translation>%1 secuencias ÷ TPOT %2 ÷ GPU por réplica %3 = %4 por GPU.</translation>
    </message>
    <message>
        <source>%1 per GPU ÷ (%2 tokens/s per GPU × 3,600 s) × 1,000,000 = %3.</source>
        <translation>%1 por GPU ÷ (%2 tokens/s por GPU × 3600 s) × 1 000 000 = %3.</translation>
    </message>
    <message>
        <source>priced as an API prices input apart, what do a million input tokens cost in the cloud?</source>
        <translation>si la entrada se cobra aparte, como en una API, ¿cuánto cuesta un millón de tokens de entrada en la nube?</translation>
    </message>
    <message>
        <source>Prefill takes %1 of each step&apos;s GPU time; %2 per GPU × %1 ÷ (%3 prompt tokens/s per GPU × 3,600 s) × 1,000,000 = %4. The rest of the GPU time is the output tokens&apos; price.</source>
        <translation>El prefill ocupa %1 del tiempo de GPU de cada paso; %2 por GPU × %1 ÷ (%3 tokens de prompt/s por GPU × 3600 s) × 1 000 000 = %4. El resto del tiempo de GPU es el precio de los tokens de salida.</translation>
    </message>
    <message>
        <source>What dense %1 peak does the roofline of one %2 take, without sparsity?</source>
        <translation>¿Qué pico denso de %1 toma el roofline de una %2, sin dispersión?</translation>
    </message>
    <message>
        <source>How many accelerators share one scale-up domain (the fast link, %1) when %2 is deployed as designed?</source>
        <translation>¿Cuántos aceleradores comparten un dominio de escalado vertical (el enlace rápido, %1) cuando %2 se despliega como está diseñado?</translation>
    </message>
    <message>
        <source> Its FP8 peak is %1: INT8 models run faster converted to FP8 on this part.</source>
        <translation> Su pico FP8 es %1: en esta pieza los modelos INT8 van más rápido convertidos a FP8.</translation>
    </message>
    <message>
        <source> Its FP16 peak is the same %1: FP8 saves memory and bandwidth here, not compute time.</source>
        <translation> Su pico FP16 es el mismo, %1: aquí FP8 ahorra memoria y ancho de banda, no tiempo de cálculo.</translation>
    </message>
    <message>
        <source>From the catalog: %1&apos;s dense %2 peak is %3.</source>
        <translation>Del catálogo: el pico denso de %2 de la %1 es %3.</translation>
    </message>
    <message>
        <source>From the catalog: %1 GPUs share %2 at %3/s per GPU and direction; beyond them traffic takes the slower scale-out network.</source>
        <translation>Del catálogo: %1 GPU comparten %2 a %3/s por GPU y sentido; más allá, el tráfico va por la red de escalado horizontal, más lenta.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>unit after a count</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The Schedule tab draws one step of %1 with %2 pipeline stages, %3 model chunks per stage and %4 micro-batches. What share of the pipeline&apos;s time, summed over the stages, is bubble?</source>
        <translation>La pestaña Planificación dibuja un paso de %1 con %2 etapas de pipeline, %3 fragmentos de modelo por etapa y %4 micro-lotes. ¿Qué parte del tiempo del pipeline, sumada sobre las etapas, es burbuja?</translation>
    </message>
    <message>
        <source>The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. With %4 chunks per stage instead (interleaved), what share of the pipeline&apos;s time would be bubble?</source>
        <translation>La pestaña Planificación dibuja %1 etapas de pipeline, %2 fragmentos de modelo por etapa y %3 micro-lotes. Con %4 fragmentos por etapa (intercalado), ¿qué parte del tiempo del pipeline sería burbuja?</translation>
    </message>
    <message>
        <source>The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. With %4 micro-batches per step instead, what share of the pipeline&apos;s time would be bubble?</source>
        <translation>La pestaña Planificación dibuja %1 etapas de pipeline, %2 fragmentos de modelo por etapa y %3 micro-lotes. Con %4 micro-lotes por paso, ¿qué parte del tiempo del pipeline sería burbuja?</translation>
    </message>
    <message>
        <source>Bubble = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4: each stage idles p − 1 micro-batches&apos; time (÷ v when interleaved) while the pipeline fills and drains, against m of work. More micro-batches or more chunks shrink it.</source>
        <translation>Burbuja = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4: cada etapa espera el tiempo de p − 1 micro-lotes (÷ v si se intercala) mientras el pipeline se llena y se vacía, frente a m de trabajo. Más micro-lotes o más fragmentos la reducen.</translation>
    </message>
    <message>
        <source>the frozen weights need no weight gradients: the backward pass computes only the input gradients, so adapters cost about 4·N·D, not 6·N·D (%1 here)</source>
        <translation>los pesos congelados no necesitan gradientes de pesos: el paso hacia atrás solo calcula los gradientes de entrada, así que los adaptadores cuestan unos 4·N·D, no 6·N·D (%1 aquí)</translation>
    </message>
</context>
<context>
    <name>PresentationText</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 en %2 × %3</translation>
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
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>¿Guardar primero los cambios en %1?</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The last valid estimate: fix the field in red to update it</source>
        <translation>La última estimación válida: corrija el campo en rojo para actualizarla</translation>
    </message>
    <message>
        <source>Not updated: %1</source>
        <translation>Sin actualizar: %1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Parámetros entrenables</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>Parámetros activos por token</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Pesos maestros</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Estados del optimizador</translation>
    </message>
    <message>
        <source>Activations per layer</source>
        <translation>Activaciones por capa</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits y pérdida</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memoria por GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>FLOPs per token (model)</source>
        <translation>FLOPs por token (modelo)</translation>
    </message>
    <message>
        <source>FLOPs per token (hardware)</source>
        <translation>FLOPs por token (hardware)</translation>
    </message>
    <message>
        <source>Total training FLOPs</source>
        <translation>FLOPs totales de entrenamiento</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>Horas-GPU</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Decode step, memory time</source>
        <translation>Paso de decodificación, tiempo de memoria</translation>
    </message>
    <message>
        <source>Decode step, compute time</source>
        <translation>Paso de decodificación, tiempo de cómputo</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tiempo por token de salida</translation>
    </message>
    <message>
        <source>Tokens per second (aggregate)</source>
        <translation>Tokens por segundo (total)</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Mayor lote que cabe</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>Coste en la nube</translation>
    </message>
    <message>
        <source>On-prem cost per GPU-hour</source>
        <translation>Coste propio por hora-GPU</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>Coste propio</translation>
    </message>
    <message>
        <source>Break-even GPU-hours</source>
        <translation>Horas-GPU de equilibrio</translation>
    </message>
    <message>
        <source>6·N per trained token, 2·N per generated token</source>
        <translation>6·N por token entrenado, 2·N por token generado</translation>
    </message>
    <message>
        <source>8·N with full recomputation</source>
        <translation>8·N con recálculo completo</translation>
    </message>
    <message>
        <source>decode tokens/s ≈ bandwidth / model bytes</source>
        <translation>tokens/s de decodificación ≈ ancho de banda / bytes del modelo</translation>
    </message>
    <message>
        <source>every decode step reads all the weights once</source>
        <translation>cada paso de decodificación lee todos los pesos una vez</translation>
    </message>
    <message>
        <source>purchase price / cloud price per hour</source>
        <translation>precio de compra / precio en la nube por hora</translation>
    </message>
    <message>
        <source>Does not fit in the GPU&apos;s memory.</source>
        <translation>No cabe en la memoria de la GPU.</translation>
    </message>
    <message>
        <source>This GPU has no tensor units for the chosen precision; time uses the next slower peak.</source>
        <translation>Esta GPU no tiene unidades tensoriales para la precisión elegida; el tiempo usa el siguiente pico más lento.</translation>
    </message>
    <message>
        <source>This GPU has no FP8 tensor cores; time uses the BF16/FP16 peak.</source>
        <translation>Esta GPU no tiene núcleos tensoriales FP8; el tiempo usa el pico BF16/FP16.</translation>
    </message>
    <message>
        <source>Activation memory of a model given only as a parameter count is unknown: set activation bytes per sample.</source>
        <translation>La memoria de activaciones de un modelo dado solo por su número de parámetros es desconocida: indique los bytes de activación por muestra.</translation>
    </message>
    <message>
        <source>The sequence is longer than the model&apos;s trained context.</source>
        <translation>La secuencia es más larga que el contexto con el que se entrenó el modelo.</translation>
    </message>
    <message>
        <source>The global batch is not a multiple of micro-batch × data-parallel size; it is rounded down.</source>
        <translation>El lote global no es múltiplo de microlote × tamaño de paralelismo de datos; se redondea hacia abajo.</translation>
    </message>
    <message>
        <source>Fewer micro-batches than pipeline stages: the pipeline bubble wastes most of the time.</source>
        <translation>Menos microlotes que etapas de pipeline: la burbuja del pipeline desperdicia la mayor parte del tiempo.</translation>
    </message>
    <message>
        <source>The layers do not divide evenly into pipeline stages; the first stage holds the larger share.</source>
        <translation>Las capas no se reparten por igual entre las etapas del pipeline; la primera etapa lleva la mayor parte.</translation>
    </message>
    <message>
        <source>There are fewer KV heads than tensor-parallel GPUs; KV heads are replicated.</source>
        <translation>Hay menos cabezas KV que GPU de paralelismo tensorial; las cabezas KV se replican.</translation>
    </message>
    <message>
        <source>Sequence parallelism has no effect without tensor parallelism.</source>
        <translation>El paralelismo de secuencia no tiene efecto sin paralelismo tensorial.</translation>
    </message>
    <message>
        <source>The cloud price is below the on-prem power cost alone: owning never breaks even.</source>
        <translation>El precio en la nube es menor que solo el coste de energía propio: tener las GPU nunca se amortiza.</translation>
    </message>
    <message>
        <source>QLoRA is usually run with full activation recomputation.</source>
        <translation>QLoRA suele ejecutarse con recálculo completo de activaciones.</translation>
    </message>
    <message>
        <source>ZeRO shards across data-parallel replicas; with a single replica it saves nothing.</source>
        <translation>ZeRO fragmenta entre réplicas de paralelismo de datos; con una sola réplica no ahorra nada.</translation>
    </message>
    <message>
        <source>This GPU&apos;s board power is not published; energy cost is left out.</source>
        <translation>La potencia de placa de esta GPU no está publicada; se omite el coste de energía.</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>No se puede leer el archivo</translation>
    </message>
    <message>
        <source>Not valid JSON</source>
        <translation>JSON no válido</translation>
    </message>
    <message>
        <source>Wrong type</source>
        <translation>Tipo incorrecto</translation>
    </message>
    <message>
        <source>Missing field</source>
        <translation>Falta un campo</translation>
    </message>
    <message>
        <source>Unknown field</source>
        <translation>Campo desconocido</translation>
    </message>
    <message>
        <source>Unknown value</source>
        <translation>Valor desconocido</translation>
    </message>
    <message>
        <source>Value out of range</source>
        <translation>Valor fuera de rango</translation>
    </message>
    <message>
        <source>Impossible combination</source>
        <translation>Combinación imposible</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>No compatible</translation>
    </message>
    <message>
        <source>Not available</source>
        <translation>No disponible</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>ancho de banda de memoria</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Model: %1 (%2 parameters, %3 trainable)</source>
        <translation>Modelo: %1 (%2 parámetros, %3 entrenables)</translation>
    </message>
    <message>
        <source>Hardware: %1 × %2 (tensor %3, pipeline %4, data %5, ZeRO-%6)</source>
        <translation>Hardware: %1 × %2 (tensor %3, pipeline %4, datos %5, ZeRO-%6)</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 of %2 — %3</source>
        <translation>Memoria por GPU: %1 de %2 — %3</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>cabe, %1 libres</translation>
    </message>
    <message>
        <source>does NOT fit, short by %1</source>
        <translation>NO cabe, faltan %1</translation>
    </message>
    <message>
        <source>Compute: %1 per token, %2 in total over %3 tokens</source>
        <translation>Cómputo: %1 por token, %2 en total sobre %3 tokens</translation>
    </message>
    <message>
        <source>Training time: %1 (%2, %3 tokens/s)</source>
        <translation>Tiempo de entrenamiento: %1 (%2, %3 tokens/s)</translation>
    </message>
    <message>
        <source>Cost: cloud %1, on-prem %2, energy %3 kWh</source>
        <translation>Coste: nube %1, propio %2, energía %3 kWh</translation>
    </message>
    <message>
        <source>Throughput: %1 tokens/s per sequence, %2 tokens/s in aggregate; largest batch %3, longest context %4</source>
        <translation>Rendimiento: %1 tokens/s por secuencia, %2 tokens/s en total; mayor lote %3, contexto más largo %4</translation>
    </message>
    <message>
        <source>Cost per million tokens: cloud %1, on-prem %2</source>
        <translation>Coste por millón de tokens: nube %1, propio %2</translation>
    </message>
    <message>
        <source>Break-even: %1 per GPU (%2 utilisation over the depreciation period)</source>
        <translation>Equilibrio: %1 por GPU (%2 de utilización durante el periodo de amortización)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Advertencia: %1</translation>
    </message>
    <message>
        <source># Headroom estimate: %1 on %2 × %3</source>
        <translation># Estimación de Headroom: %1 en %2 × %3</translation>
    </message>
    <message>
        <source>| Figure | Formula | With the numbers | Result | Rule of thumb |</source>
        <translation>| Cifra | Fórmula | Con los números | Resultado | Regla práctica |</translation>
    </message>
    <message>
        <source>## Sources</source>
        <translation>## Fuentes</translation>
    </message>
    <message>
        <source>## Warnings</source>
        <translation>## Advertencias</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>se esperaba %1</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>se obtuvo %1</translation>
    </message>
    <message>
        <source>, got %1</source>
        <translation>, se obtuvo %1</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>un objeto JSON</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>una cadena no vacía</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>un objeto de cadenas</translation>
    </message>
    <message>
        <source>an array of non-negative integers</source>
        <translation>un array de enteros no negativos</translation>
    </message>
    <message>
        <source>[begin, end]</source>
        <translation>[begin, end]</translation>
    </message>
    <message>
        <source>valid JSON (the error is at line %1, byte %2)</source>
        <translation>JSON válido (el error está en la línea %1, byte %2)</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>JSON válido</translation>
    </message>
    <message>
        <source>valid JSON nested at most %1 levels deep</source>
        <translation>JSON válido con %1 niveles de anidamiento como máximo</translation>
    </message>
    <message>
        <source>a readable file</source>
        <translation>un archivo legible</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>un archivo regular</translation>
    </message>
    <message>
        <source>a file of at most %1 bytes</source>
        <translation>un archivo de %1 bytes como máximo</translation>
    </message>
    <message>
        <source>a header of at most %1 bytes</source>
        <translation>una cabecera de %1 bytes como máximo</translation>
    </message>
    <message>
        <source>at least %1 bytes</source>
        <translation>un tamaño de al menos %1 bytes</translation>
    </message>
    <message>
        <source>a header length within the file (%1 bytes)</source>
        <translation>una longitud de cabecera dentro del archivo (%1 bytes)</translation>
    </message>
    <message>
        <source>a readable safetensors header</source>
        <translation>una cabecera safetensors legible</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>un número de %1 a %2</translation>
    </message>
    <message>
        <source>a number above %1 and at most %2</source>
        <translation>un número mayor que %1 y como máximo %2</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>un entero de %1 a %2</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>un entero no negativo</translation>
    </message>
    <message>
        <source>a positive integer</source>
        <translation>un entero positivo</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>un número positivo</translation>
    </message>
    <message>
        <source>a non-negative number</source>
        <translation>un número no negativo</translation>
    </message>
    <message>
        <source>a number from 0 to 1</source>
        <translation>un número de 0 a 1</translation>
    </message>
    <message>
        <source>a fraction from 0 up to, not including, 1</source>
        <translation>una fracción de 0 hasta 1, sin incluir el 1</translation>
    </message>
    <message>
        <source>0, or a number from %1 to %2</source>
        <translation>0 o un número de %1 a %2</translation>
    </message>
    <message>
        <source>a model of at most %1 parameters</source>
        <translation>un modelo de %1 parámetros como máximo</translation>
    </message>
    <message>
        <source>a shape of fewer than %1 elements</source>
        <translation>una forma de menos de %1 elementos</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>uno de %1</translation>
    </message>
    <message>
        <source>a list with at least one of %1</source>
        <translation>una lista con al menos uno de %1</translation>
    </message>
    <message>
        <source>exactly one of the fields %1</source>
        <translation>exactamente uno de los campos %1</translation>
    </message>
    <message>
        <source>known fields: %1</source>
        <translation>campos conocidos: %1</translation>
    </message>
    <message>
        <source>version %1 (the file was written by a newer Headroom; update to read it)</source>
        <translation>la versión %1 (el archivo se escribió con una versión más reciente de Headroom; actualice Headroom para leerlo)</translation>
    </message>
    <message>
        <source>an id not used before in this file</source>
        <translation>un id no usado antes en este archivo</translation>
    </message>
    <message>
        <source>a GPU id from the catalog</source>
        <translation>un id de GPU del catálogo</translation>
    </message>
    <message>
        <source>a GPU id from the catalog or a GPU object</source>
        <translation>un id de GPU del catálogo o un objeto GPU</translation>
    </message>
    <message>
        <source>a model id from the catalog</source>
        <translation>un id de modelo del catálogo</translation>
    </message>
    <message>
        <source>a figure key such as %1</source>
        <translation>una clave de cifra como %1</translation>
    </message>
    <message>
        <source>a dtype name such as %1</source>
        <translation>un nombre de dtype como %1</translation>
    </message>
    <message>
        <source>at least one positive peak (%1)</source>
        <translation>al menos un pico positivo (%1)</translation>
    </message>
    <message>
        <source>PATH=VALUE, e.g. %1</source>
        <translation>PATH=VALUE, p. ej. %1</translation>
    </message>
    <message>
        <source>a dotted path like %1</source>
        <translation>una ruta con puntos como %1</translation>
    </message>
    <message>
        <source>a divisor of %1 (%2)</source>
        <translation>un divisor de %1 (%2)</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1) or an explicit head_dim</source>
        <translation>un divisor de hidden (%1) o un head_dim explícito</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>como máximo %1 (%2)</translation>
    </message>
    <message>
        <source>the same value as %1 (%2)</source>
        <translation>el mismo valor que %1 (%2)</translation>
    </message>
    <message>
        <source>equal to %1 (%2)</source>
        <translation>un valor igual a %1 (%2)</translation>
    </message>
    <message>
        <source>tensor × pipeline (%1 × %2 = %3) to divide the GPU count (%4)</source>
        <translation>que tensor × pipeline (%1 × %2 = %3) dividiera el número de GPU (%4)</translation>
    </message>
    <message>
        <source>pipeline × virtual stages to divide the layers (%1)</source>
        <translation>que pipeline × etapas virtuales dividiera el número de capas (%1)</translation>
    </message>
    <message>
        <source>at least micro-batch × data-parallel size (%1 × %2 = %3)</source>
        <translation>al menos microlote × tamaño de paralelismo de datos (%1 × %2 = %3)</translation>
    </message>
    <message>
        <source>1 for a model given only as a parameter count (tensor, pipeline and expert parallel need an architecture)</source>
        <translation>1 para un modelo dado solo por su número de parámetros (el paralelismo tensorial, de pipeline y de expertos necesita una arquitectura)</translation>
    </message>
    <message>
        <source>1 unless pipeline parallelism is used</source>
        <translation>1 salvo que se use paralelismo de pipeline</translation>
    </message>
    <message>
        <source>a model with an architecture (LoRA adapts its weight matrices)</source>
        <translation>un modelo con arquitectura (LoRA adapta sus matrices de pesos)</translation>
    </message>
    <message>
        <source>a training mode (train, lora, qlora) for %1</source>
        <translation>un modo de entrenamiento (train, lora, qlora) para %1</translation>
    </message>
    <message>
        <source>a model without cross-attention</source>
        <translation>un modelo sin atención cruzada</translation>
    </message>
    <message>
        <source>a whole number of bytes of %1</source>
        <translation>un número entero de bytes en %1</translation>
    </message>
    <message>
        <source>%1 bytes for the shape and dtype</source>
        <translation>un tamaño de %1 bytes según la forma y el dtype</translation>
    </message>
    <message>
        <source>tensors packed end to end, this one starting at %1</source>
        <translation>que los tensores fueran contiguos, uno tras otro, y que este empezara en %1</translation>
    </message>
    <message>
        <source>offsets within the data section (%1 bytes)</source>
        <translation>que los desplazamientos estuvieran dentro de la sección de datos (%1 bytes)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>over the adapted matrices</source>
        <translation>sobre las matrices adaptadas</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>adaptadores</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>atención</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>ancho de banda</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>bytes/param</source>
        <translation>bytes/parám.</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>embeddings, norms</source>
        <translation>embeddings, normas</translation>
    </message>
    <message>
        <source>final norm</source>
        <translation>norma final</translation>
    </message>
    <message>
        <source>forward + backward per sample</source>
        <translation>forward + backward por muestra</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>congelados</translation>
    </message>
    <message>
        <source>GPT, 16-bit, selective</source>
        <translation>GPT, 16 bits, selectivo</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza de salida</translation>
    </message>
    <message>
        <source>+20% for inference</source>
        <translation>+20 % para inferencia</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>layer input</source>
        <translation>entrada de capa</translation>
    </message>
    <message>
        <source>layer input kept</source>
        <translation>entrada de capa guardada</translation>
    </message>
    <message>
        <source>layer matrices</source>
        <translation>matrices de capa</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>master</source>
        <translation>maestros</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>MLP per expert</source>
        <translation>MLP por experto</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>ancho del MLP</translation>
    </message>
    <message>
        <source>model bytes</source>
        <translation>bytes del modelo</translation>
    </message>
    <message>
        <source>model states, unsharded</source>
        <translation>estados del modelo, sin fragmentar</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>normas</translation>
    </message>
    <message>
        <source>one layer&apos;s activations</source>
        <translation>activaciones de una capa</translation>
    </message>
    <message>
        <source>one layer&apos;s workspace</source>
        <translation>espacio de trabajo de una capa</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>sobrecarga</translation>
    </message>
    <message>
        <source>per layer</source>
        <translation>por capa</translation>
    </message>
    <message>
        <source>per sequence</source>
        <translation>por secuencia</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>replicado</translation>
    </message>
    <message>
        <source>sum of the rest</source>
        <translation>suma del resto</translation>
    </message>
    <message>
        <source>split</source>
        <translation>repartido</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>with full recomputation</source>
        <translation>con recálculo completo</translation>
    </message>
    <message>
        <source>Step time (predicted)</source>
        <translation>Tiempo por paso (previsto)</translation>
    </message>
    <message>
        <source>Pipeline bubble per step</source>
        <translation>Burbuja del pipeline por paso</translation>
    </message>
    <message>
        <source>Tensor-parallel communication per layer</source>
        <translation>Comunicación tensorial por capa</translation>
    </message>
    <message>
        <source>Gradient reduction per step</source>
        <translation>Reducción de gradientes por paso</translation>
    </message>
    <message>
        <source>MFU (predicted)</source>
        <translation>MFU (prevista)</translation>
    </message>
    <message>
        <source>The tensor-parallel group is wider than a node: its collectives cross the scale-out network.</source>
        <translation>El grupo de paralelismo tensorial es más ancho que un nodo: sus operaciones colectivas cruzan la red entre nodos.</translation>
    </message>
    <message>
        <source>of the step</source>
        <translation>del paso</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Cómputo</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>Trabajo limitado por memoria</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo tensorial</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Paralelismo de contexto</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Paralelismo de expertos</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Burbuja del pipeline</translation>
    </message>
    <message>
        <source>Pipeline transfers</source>
        <translation>Transferencias del pipeline</translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation>Reducción de gradientes</translation>
    </message>
    <message>
        <source>Parameter gathers</source>
        <translation>Recolección de parámetros</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Paso del optimizador</translation>
    </message>
    <message>
        <source>memory-bound work</source>
        <translation>el trabajo limitado por memoria</translation>
    </message>
    <message>
        <source>the pipeline bubble</source>
        <translation>la burbuja del pipeline</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>la comunicación tensorial</translation>
    </message>
    <message>
        <source>gradient reduction</source>
        <translation>la reducción de gradientes</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>la comunicación</translation>
    </message>
    <message>
        <source>Cloud cost per million tokens</source>
        <translation>Coste en la nube por millón de tokens</translation>
    </message>
    <message>
        <source>a GGUF file (it starts with &quot;GGUF&quot;)</source>
        <translation>un archivo GGUF (empieza por &quot;GGUF&quot;)</translation>
    </message>
    <message>
        <source>a complete header (%1 bytes needed, the file has %2)</source>
        <translation>una cabecera completa (hacen falta %1 bytes, el archivo tiene %2)</translation>
    </message>
    <message>
        <source>a ggml tensor type llama.cpp knows (0 to %1)</source>
        <translation>un tipo de tensor ggml que llama.cpp conozca (0 a %1)</translation>
    </message>
    <message>
        <source>MLA latent and rope key</source>
        <translation>latente MLA y clave RoPE</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>recomputación completa</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>recomputación selectiva</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO etapa %1</translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation>Recomputación completa</translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation>Recomputación selectiva</translation>
    </message>
    <message>
        <source>Batch %1</source>
        <translation>Lote %1</translation>
    </message>
    <message>
        <source>Tensor parallel %1</source>
        <translation>Paralelismo de tensor %1</translation>
    </message>
    <message>
        <source>Pipeline parallel %1</source>
        <translation>Paralelismo de pipeline %1</translation>
    </message>
    <message>
        <source>Expert parallel %1</source>
        <translation>Paralelismo de expertos %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>Weights in %1</source>
        <translation>Pesos en %1</translation>
    </message>
    <message>
        <source>KV cache in %1</source>
        <translation>Caché KV en %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1 and %2</source>
        <translation>ZeRO etapa %1 y %2</translation>
    </message>
    <message>
        <source>on %1 GPUs</source>
        <translation>en %1 GPU</translation>
    </message>
    <message>
        <source>time +%1</source>
        <translation>tiempo +%1</translation>
    </message>
    <message>
        <source>time −%1</source>
        <translation>tiempo −%1</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>puntuaciones de atención</translation>
    </message>
    <message>
        <source>experts a token skips</source>
        <translation>expertos que un token omite</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>capas</translation>
    </message>
    <message>
        <source>FLOPs per sample (model)</source>
        <translation>FLOPs por muestra (modelo)</translation>
    </message>
    <message>
        <source>FLOPs per sample (hardware)</source>
        <translation>FLOPs por muestra (hardware)</translation>
    </message>
    <message>
        <source>Compute: %1 per sample, %2 in total over %3 samples</source>
        <translation>Cómputo: %1 por muestra, %2 en total sobre %3 muestras</translation>
    </message>
    <message>
        <source>Epochs: %1 of %2 samples, %3 optimizer steps each</source>
        <translation>Épocas: %1 de %2 muestras, %3 pasos del optimizador cada una</translation>
    </message>
    <message>
        <source>Training time: %1 (%2, %3 samples/s)</source>
        <translation>Tiempo de entrenamiento: %1 (%2, %3 muestras/s)</translation>
    </message>
    <message>
        <source>Storage reads per step</source>
        <translation>Lecturas de almacenamiento por paso</translation>
    </message>
    <message>
        <source>Host-to-device copy per step</source>
        <translation>Copia del host a la GPU por paso</translation>
    </message>
    <message>
        <source>CPU decoding per step</source>
        <translation>Decodificación en CPU por paso</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>Escritura de checkpoints</translation>
    </message>
    <message>
        <source>Checkpoint writing per step</source>
        <translation>Escritura de checkpoints por paso</translation>
    </message>
    <message>
        <source>Step with inputs and checkpoints</source>
        <translation>Paso con entradas y checkpoints</translation>
    </message>
    <message>
        <source>the GPU step</source>
        <translation>el paso de GPU</translation>
    </message>
    <message>
        <source>storage reads</source>
        <translation>lecturas de almacenamiento</translation>
    </message>
    <message>
        <source>host-to-device copies</source>
        <translation>copias del host a la GPU</translation>
    </message>
    <message>
        <source>CPU decoding</source>
        <translation>decodificación en CPU</translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation>escritura de checkpoints</translation>
    </message>
    <message>
        <source>Checkpoint-bound: %1 %2 per step vs %3 GPU step</source>
        <translation>Limitado por checkpoints: %1 %2 por paso frente a %3 de paso de GPU</translation>
    </message>
    <message>
        <source>Input-bound: %1 %2 per step vs %3 GPU step</source>
        <translation>Limitado por la entrada: %1 %2 por paso frente a %3 de paso de GPU</translation>
    </message>
    <message>
        <source>KV cache: MLA latent</source>
        <translation>Caché KV: latente MLA</translation>
    </message>
    <message>
        <source>KV cache: full layers</source>
        <translation>Caché KV: capas completas</translation>
    </message>
    <message>
        <source>KV cache: windowed layers</source>
        <translation>Caché KV: capas con ventana</translation>
    </message>
    <message>
        <source>Recurrent state</source>
        <translation>Estado recurrente</translation>
    </message>
    <message>
        <source>Serving: KV cache per sequence</source>
        <translation>Servicio: caché KV por secuencia</translation>
    </message>
    <message>
        <source>Serving: memory left for the KV cache</source>
        <translation>Servicio: memoria libre para la caché KV</translation>
    </message>
    <message>
        <source>Serving: most sequences at once</source>
        <translation>Servicio: máximo de secuencias a la vez</translation>
    </message>
    <message>
        <source>Serving: prefill of one prompt</source>
        <translation>Servicio: prefill de un prompt</translation>
    </message>
    <message>
        <source>Serving: one decode step</source>
        <translation>Servicio: un paso de decodificación</translation>
    </message>
    <message>
        <source>Serving: tokens per verification</source>
        <translation>Servicio: tokens por verificación</translation>
    </message>
    <message>
        <source>Serving: time per output token</source>
        <translation>Servicio: tiempo por token de salida</translation>
    </message>
    <message>
        <source>Serving: time to first token</source>
        <translation>Servicio: tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Serving: output tokens per second per GPU</source>
        <translation>Servicio: tokens de salida por segundo por GPU</translation>
    </message>
    <message>
        <source>Serving: cloud cost per million output tokens</source>
        <translation>Servicio: coste en la nube por millón de tokens de salida</translation>
    </message>
    <message>
        <source>Serving: on-prem cost per million output tokens</source>
        <translation>Servicio: coste propio por millón de tokens de salida</translation>
    </message>
    <message>
        <source>Serving: cloud cost per million input tokens</source>
        <translation>Servicio: coste en la nube por millón de tokens de entrada</translation>
    </message>
    <message>
        <source>the KV memory</source>
        <translation>la memoria KV</translation>
    </message>
    <message>
        <source>the time-to-first-token limit</source>
        <translation>el límite de TTFT</translation>
    </message>
    <message>
        <source>the time-per-token limit</source>
        <translation>el límite de TPOT</translation>
    </message>
    <message>
        <source>the scenario&apos;s setting</source>
        <translation>el ajuste del escenario</translation>
    </message>
    <message>
        <source>nothing: even one sequence breaks the limits</source>
        <translation>nada: incluso una secuencia incumple los límites</translation>
    </message>
    <message>
        <source>the prefill pool</source>
        <translation>el grupo de prefill</translation>
    </message>
    <message>
        <source>  %1 output tokens/s per GPU, %2 tokens/s per user; TTFT %3, TPOT %4</source>
        <translation>  %1 tokens de salida/s por GPU, %2 tokens/s por usuario; TTFT %3, TPOT %4</translation>
    </message>
    <message>
        <source>  Per million output tokens: cloud %1, on-prem %2%3</source>
        <translation>  Por millón de tokens de salida: nube %1, propio %2%3</translation>
    </message>
    <message>
        <source>, API %1</source>
        <translation>, API %1</translation>
    </message>
    <message>
        <source>  Per million input tokens: cloud %1, on-prem %2 (prefill takes %3 of the GPU time)</source>
        <translation>  Por millón de tokens de entrada: nube %1, propio %2 (el prefill ocupa %3 del tiempo de GPU)</translation>
    </message>
    <message>
        <source>≈ 16 bytes per parameter (mixed-precision Adam)</source>
        <translation>≈ 16 bytes por parámetro (Adam con precisión mixta)</translation>
    </message>
    <message>
        <source>training needs 4–6× the weights</source>
        <translation>el entrenamiento necesita 4–6× los pesos</translation>
    </message>
    <message>
        <source>2 bytes per parameter for fp16 inference</source>
        <translation>2 bytes por parámetro para inferencia en fp16</translation>
    </message>
    <message>
        <source>C ≈ 6·N·D</source>
        <translation>C ≈ 6·N·D</translation>
    </message>
    <message>
        <source>activations ≈ 34·s·b·h bytes per layer</source>
        <translation>activaciones ≈ 34·s·b·h bytes por capa</translation>
    </message>
    <message>
        <source>training time ≈ 8·N·D / (GPUs × 40 % of peak)</source>
        <translation>tiempo de entrenamiento ≈ 8·N·D / (GPU × 40 % del pico)</translation>
    </message>
    <message>
        <source>pipeline bubble ≈ (p − 1)/(v·m) of the step</source>
        <translation>burbuja del pipeline ≈ (p − 1)/(v·m) del paso</translation>
    </message>
    <message>
        <source>KV cache ≈ 2·L·h·bytes per token</source>
        <translation>caché KV ≈ 2·L·h·bytes por token</translation>
    </message>
    <message>
        <source>inference needs 2 bytes per parameter + 20 %</source>
        <translation>la inferencia necesita 2 bytes por parámetro + 20 %</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (¿quería decir %1?)</translation>
    </message>
    <message>
        <source>a date YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>una fecha AAAA, AAAA-MM o AAAA-MM-DD</translation>
    </message>
    <message>
        <source>a placeholder</source>
        <translation>un valor provisional</translation>
    </message>
    <message>
        <source>a placeholder (%1)</source>
        <translation>un valor provisional (%1)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>sin fecha</translation>
    </message>
    <message>
        <source>%1, this month</source>
        <translation>%1, de este mes</translation>
    </message>
    <message>
        <source>%1, a month old</source>
        <translation>%1, de hace un mes</translation>
    </message>
    <message>
        <source>%1, %2 months old</source>
        <translation>%1, de hace %2 meses</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>bajo demanda</translation>
    </message>
    <message>
        <source>one-year reserved</source>
        <translation>reservado un año</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>your price, saved with the scenario</source>
        <translation>su precio, guardado con el escenario</translation>
    </message>
    <message>
        <source>Headroom&apos;s default: no catalog price for this GPU</source>
        <translation>valor por defecto de Headroom: sin precio de catálogo para esta GPU</translation>
    </message>
    <message>
        <source>catalog, %1</source>
        <translation>catálogo, %1</translation>
    </message>
    <message>
        <source> — a placeholder: set your own</source>
        <translation> — un valor provisional: ponga el suyo</translation>
    </message>
    <message>
        <source> — older than six months: check it</source>
        <translation> — de hace más de seis meses: compruébelo</translation>
    </message>
    <message>
        <source> — not a quoted price: check it</source>
        <translation> — no es un precio cotizado: compruébelo</translation>
    </message>
    <message>
        <source>Prices (%1):</source>
        <translation>Precios (%1):</translation>
    </message>
    <message>
        <source> (no %1 rate known for this GPU)</source>
        <translation> (no se conoce una tarifa %1 para esta GPU)</translation>
    </message>
    <message>
        <source>  Cloud: %1 per GPU, %2, %3%4%5</source>
        <translation>  Nube: %1 por GPU, %2, %3%4%5</translation>
    </message>
    <message>
        <source>  Purchase: %1 per GPU, %2%3</source>
        <translation>  Compra: %1 por GPU, %2%3</translation>
    </message>
    <message>
        <source>  Also in the catalog: %1 %2 (%3)</source>
        <translation>  También en el catálogo: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Check the prices: %1.</source>
        <translation>Compruebe los precios: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 usable (%2 marketed)</source>
        <translation>%1 utilizables (%2 anunciados)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a price and where it comes from</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>cloud %1</source>
        <comment>a price to check</comment>
        <translation>nube %1</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <comment>a price to check</comment>
        <translation>compra %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>No cabe</translation>
    </message>
    <message>
        <source>Serving under load: %1 sequences at once on each replica (GPUs per replica: %2; set by %3; the KV memory holds %4)</source>
        <translation>Servicio con carga: %1 secuencias a la vez en cada réplica (GPU por réplica: %2; lo fija %3; la memoria KV admite %4)</translation>
    </message>
    <message>
        <source>does NOT fit: the runtime&apos;s KV cache share holds %1 sequences, the batch is %2</source>
        <translation>NO cabe: la parte de caché KV del motor admite %1 secuencias, el lote tiene %2</translation>
    </message>
    <message>
        <source>One request alone (no queue): time to first token %1; time per output token %2 (%3-bound)</source>
        <translation>Una solicitud sola (sin cola): tiempo hasta el primer token %1; tiempo por token de salida %2 (limitado por %3)</translation>
    </message>
    <message>
        <source>A batch of %1 requests alone (no queue): time to first token %2; time per output token %3 (%4-bound)</source>
        <translation>Un lote de %1 solicitudes solas (sin cola): tiempo hasta el primer token %2; tiempo por token de salida %3 (limitado por %4)</translation>
    </message>
    <message>
        <source>a software stack that runs %1 (%2)</source>
        <translation>una pila de software que ejecute %1 (%2)</translation>
    </message>
    <message>
        <source>Weight copies</source>
        <translation>Copias de los pesos</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Reserva del asignador</translation>
    </message>
    <message>
        <source>the start of the step</source>
        <translation>el inicio del paso</translation>
    </message>
    <message>
        <source>the end of the forward</source>
        <translation>el final de la pasada hacia delante</translation>
    </message>
    <message>
        <source>the start of the backward</source>
        <translation>el inicio de la pasada hacia atrás</translation>
    </message>
    <message>
        <source>the backward</source>
        <translation>la pasada hacia atrás</translation>
    </message>
    <message>
        <source>the optimizer step</source>
        <translation>el paso del optimizador</translation>
    </message>
    <message>
        <source>the end of the step</source>
        <translation>el final del paso</translation>
    </message>
    <message>
        <source>the prefill</source>
        <translation>el prellenado</translation>
    </message>
    <message>
        <source>decoding</source>
        <translation>la decodificación</translation>
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
        <translation> (la cuenta de los artículos: todas las partes de la memoria a la vez)</translation>
    </message>
    <message>
        <source> (the default)</source>
        <translation> (predeterminado)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Peak: %1 allocated at %2 (%3); the allocator reserves %4; with the CUDA context the process takes %5</source>
        <translation>Pico: %1 asignados en %2 (%3); el asignador reserva %4; con el contexto CUDA el proceso ocupa %5</translation>
    </message>
    <message>
        <source>Mean time between failures of the job</source>
        <translation>Tiempo medio entre fallos del trabajo</translation>
    </message>
    <message>
        <source>Time lost per failure</source>
        <translation>Tiempo perdido por fallo</translation>
    </message>
    <message>
        <source>Best checkpoint interval</source>
        <translation>Mejor intervalo de checkpoint</translation>
    </message>
    <message>
        <source>Wall-clock training time</source>
        <translation>Tiempo real de entrenamiento</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Waiting for the slowest GPU per step</source>
        <translation>Espera a la GPU más lenta en cada paso</translation>
    </message>
    <message>
        <source>Pipeline bubble&apos;s share of the step</source>
        <translation>Parte del paso que ocupa la burbuja del pipeline</translation>
    </message>
    <message>
        <source>layers that leave %1 for the other %2 stages to share evenly</source>
        <translation>capas que dejen %1 para que las otras %2 etapas se las repartan por igual</translation>
    </message>
    <message>
        <source>nothing unless pipeline parallelism is used</source>
        <translation>nada, salvo que se use paralelismo de pipeline</translation>
    </message>
    <message>
        <source>Young 1974</source>
        <translation>Young 1974</translation>
    </message>
    <message>
        <source>Waiting for the slowest GPU</source>
        <translation>Espera a la GPU más lenta</translation>
    </message>
    <message>
        <source>%1 failures per million GPU-hours (Llama 3&apos;s: 419 unexpected interruptions in 54 days on 16,384 GPUs)</source>
        <translation>%1 fallos por millón de horas de GPU (los de Llama 3: 419 interrupciones inesperadas en 54 días en 16.384 GPU)</translation>
    </message>
    <message>
        <source>%1 failures per million GPU-hours (the scenario&apos;s)</source>
        <translation>%1 fallos por millón de horas de GPU (los del escenario)</translation>
    </message>
    <message>
        <source>Wall clock with failures: the run never finishes at %1: with a failure every %2 and no checkpoint to go back to, every failure starts it again</source>
        <translation>Tiempo real con fallos: con %1 la ejecución nunca termina: con un fallo cada %2 y ningún checkpoint al que volver, cada fallo la reinicia desde el principio</translation>
    </message>
    <message>
        <source>Wall clock with failures: %1 (%2, goodput %3) at %4</source>
        <translation>Tiempo real con fallos: %1 (%2, goodput %3) con %4</translation>
    </message>
    <message>
        <source>  Lost: %1 failures, each %2 (restart %3, reload %4, work done again %5); checkpoint writes %6</source>
        <translation>  Perdido: %1 fallos, cada uno %2 (reinicio %3, recarga %4, trabajo repetido %5); escritura de checkpoints %6</translation>
    </message>
    <message>
        <source>  Lost: checkpoint writes %1</source>
        <translation>  Perdido: escritura de checkpoints %1</translation>
    </message>
    <message>
        <source>  Best checkpoint interval (Young/Daly): every %1 steps (%2), goodput %3</source>
        <translation>  Mejor intervalo de checkpoint (Young/Daly): cada %1 pasos (%2), goodput %3</translation>
    </message>
    <message>
        <source>Pipeline stages (the step is timed on stage %1, the memory figures are stage %2&apos;s):</source>
        <translation>Etapas del pipeline (el paso se mide en la etapa %1; las cifras de memoria son las de la etapa %2):</translation>
    </message>
    <message>
        <source>  Stage %1: %2 layers, %3 per GPU, forward and backward %4</source>
        <translation>  Etapa %1: %2 capas, %3 por GPU, pasada hacia delante y hacia atrás %4</translation>
    </message>
    <message>
        <source>(embedding)</source>
        <translation>(embedding)</translation>
    </message>
    <message>
        <source>(LM head and logits)</source>
        <translation>(cabeza LM y logits)</translation>
    </message>
    <message>
        <source>Checkpoint every %1 steps (Young/Daly)</source>
        <translation>Checkpoint cada %1 pasos (Young/Daly)</translation>
    </message>
    <message>
        <source>Balance the stages: %1 layers first, %2 last</source>
        <translation>Equilibrar las etapas: %1 capas en la primera, %2 en la última</translation>
    </message>
    <message>
        <source>Cost over the wall clock: cloud %1, on-prem %2</source>
        <translation>Coste sobre el tiempo real: nube %1, local %2</translation>
    </message>
    <message>
        <source>the host launching kernels</source>
        <translation>el host lanzando kernels</translation>
    </message>
    <message>
        <source>Training time at the GPU step&apos;s pace</source>
        <translation>Tiempo de entrenamiento al ritmo del paso de GPU</translation>
    </message>
    <message>
        <source>Not a valid GGUF file</source>
        <translation>Archivo GGUF no válido</translation>
    </message>
    <message>
        <source>Not a valid safetensors file</source>
        <translation>Archivo safetensors no válido</translation>
    </message>
    <message>
        <source>GPU step</source>
        <translation>Paso de GPU</translation>
    </message>
    <message>
        <source>Storage reads</source>
        <translation>Lecturas de almacenamiento</translation>
    </message>
    <message>
        <source>Host-to-device copies</source>
        <translation>Copias del host a la GPU</translation>
    </message>
    <message>
        <source>Checkpoint writing</source>
        <translation>Escritura de checkpoints</translation>
    </message>
    <message>
        <source>time and cost are at that pace (the GPUs alone: %1)</source>
        <translation>el tiempo y el coste van a ese ritmo (solo las GPU: %1)</translation>
    </message>
    <message>
        <source>Renting this run costs %1 (%2); buying its GPU with its share of a server costs %3, and the run&apos;s power on it %4.</source>
        <translation>Alquilar esta ejecución cuesta %1 (%2); comprar su GPU con su parte de un servidor cuesta %3, y la electricidad de la ejecución en ella %4.</translation>
    </message>
    <message>
        <source>Renting this run costs %1 (%2); buying its %5 GPUs with their servers costs %3, and the run&apos;s power on them %4.</source>
        <translation>Alquilar esta ejecución cuesta %1 (%2); comprar sus %5 GPU con sus servidores cuesta %3, y la electricidad de la ejecución en ellas %4.</translation>
    </message>
    <message>
        <source>Owning never pays: the power alone costs more than renting.</source>
        <translation>Comprar nunca compensa: solo la electricidad cuesta más que alquilar.</translation>
    </message>
    <message>
        <source>Owning would pay only at %1 such runs a year, but at most %2 fit in a year: rent.</source>
        <translation>Comprar solo compensaría con %1 ejecuciones así al año, pero caben como mucho %2 en un año: alquile.</translation>
    </message>
    <message>
        <source>Owning pays from %1 such runs a year (%2 a year of upkeep and depreciation; at most %3 runs fit in a year); fewer, and renting is cheaper.</source>
        <translation>Comprar compensa a partir de %1 ejecuciones así al año (%2 al año de mantenimiento y amortización; caben como mucho %3 en un año); con menos, alquilar es más barato.</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>el recálculo</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>la comunicación de contexto paralelo</translation>
    </message>
    <message>
        <source>expert-parallel communication</source>
        <translation>la comunicación de expertos paralelos</translation>
    </message>
    <message>
        <source>pipeline transfers</source>
        <translation>las transferencias del pipeline</translation>
    </message>
    <message>
        <source>parameter gathers</source>
        <translation>la recolección de parámetros</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>what limits a step: its largest part and that part&apos;s share</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2; next: %3, %4</source>
        <comment>what limits a step: its largest part with its share, then the next</comment>
        <translation>%1, %2; después: %3, %4</translation>
    </message>
    <message>
        <source>GPU step: %1 predicted, MFU %2</source>
        <translation>Paso de GPU: %1 predicho, MFU %2</translation>
    </message>
    <message>
        <source>GPU step: %1 at a fixed MFU of %2 (not predicted)</source>
        <translation>Paso de GPU: %1 con un MFU fijo del %2 (no predicho)</translation>
    </message>
    <message>
        <source>Inputs and checkpoints per step (loading overlaps the GPU step):</source>
        <translation>Entradas y checkpoints por paso (la carga se solapa con el paso de GPU):</translation>
    </message>
    <message>
        <source>Inputs and checkpoints per step (loading does not overlap the GPU step):</source>
        <translation>Entradas y checkpoints por paso (la carga no se solapa con el paso de GPU):</translation>
    </message>
    <message>
        <source>Step with inputs and checkpoints: %1; limited by %2</source>
        <translation>Paso con entradas y checkpoints: %1; limitado por %2</translation>
    </message>
    <message>
        <source>Cloud or buy: %1</source>
        <translation>¿Nube o compra?: %1</translation>
    </message>
    <message>
        <source>whole model: </source>
        <translation>modelo completo: </translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>copias de los pesos</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>reserva del asignador</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>contexto CUDA</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferencia</translation>
    </message>
    <message>
        <source>zero_grad(set_to_none) freed them; the backward makes them after the peak</source>
        <translation>zero_grad(set_to_none) los liberó; el paso hacia atrás los crea después del pico</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>layer input per token</source>
        <translation>entrada de la capa por token</translation>
    </message>
    <message>
        <source>saved per token by the eager ops</source>
        <translation>guardado por token por las operaciones eager</translation>
    </message>
    <message>
        <source>final norm and head input</source>
        <translation>norma final y entrada de la cabeza</translation>
    </message>
    <message>
        <source>bytes per logit</source>
        <translation>bytes por logit</translation>
    </message>
    <message>
        <source>the loss&apos;s gradients, kept to the backward</source>
        <translation>los gradientes de la pérdida, guardados hasta el paso hacia atrás</translation>
    </message>
    <message>
        <source>one prompt&apos;s workspace</source>
        <translation>espacio de trabajo de un prompt</translation>
    </message>
    <message>
        <source>waiting for the slowest GPU</source>
        <translation>la espera a la GPU más lenta</translation>
    </message>
    <message>
        <source>, chunked loss</source>
        <translation>, pérdida por trozos</translation>
    </message>
    <message>
        <source>FSDP full sharding (ZeRO-3)</source>
        <translation>FSDP con particionado completo (ZeRO-3)</translation>
    </message>
    <message>
        <source>FSDP gradient and optimizer sharding (ZeRO-%1)</source>
        <translation>FSDP con particionado de gradientes y optimizador (ZeRO-%1)</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Micro-batch %1 with %2 accumulation steps</source>
        <translation>Micro-lote %1 con %2 pasos de acumulación</translation>
    </message>
    <message>
        <source>A chunked loss (Liger Kernel&apos;s fused linear cross-entropy)</source>
        <translation>Una pérdida por trozos (la entropía cruzada lineal fusionada de Liger Kernel)</translation>
    </message>
    <message>
        <source>QLoRA rank %1 with PEFT (adapters only, 4-bit base)</source>
        <translation>QLoRA de rango %1 con PEFT (solo adaptadores, base de 4 bits)</translation>
    </message>
    <message>
        <source>LoRA rank %1 with PEFT (adapters only)</source>
        <translation>LoRA de rango %1 con PEFT (solo adaptadores)</translation>
    </message>
    <message>
        <source>ZeRO stage %1 and gradient checkpointing</source>
        <translation>ZeRO etapa %1 y gradient checkpointing</translation>
    </message>
    <message>
        <source>Agrawal et al. 2024 (Sarathi-Serve, chunked prefill); docs/model.md §8b</source>
        <translation>Agrawal et al. 2024 (Sarathi-Serve, prefill por fragmentos); docs/model.md §8b</translation>
    </message>
    <message>
        <source>DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (sliding window); docs/model.md §1b</source>
        <translation>DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (ventana deslizante); docs/model.md §1b</translation>
    </message>
    <message>
        <source>Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 GPUs; docs/model.md §7d</source>
        <translation>Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 interrupciones inesperadas en 54 días en 16 384 GPU; docs/model.md §7d</translation>
    </message>
    <message>
        <source>Kwon et al. 2023 (vLLM, paged KV in 16-token blocks); docs/model.md §8b</source>
        <translation>Kwon et al. 2023 (vLLM, KV paginado en bloques de 16 tokens); docs/model.md §8b</translation>
    </message>
    <message>
        <source>Leviathan et al. 2023 (speculative decoding); Williams et al. 2009 (roofline per kernel); docs/model.md §8b</source>
        <translation>Leviathan et al. 2023 (decodificación especulativa); Williams et al. 2009 (roofline por kernel); docs/model.md §8b</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 §2.2 (1F1B, interleaved)</source>
        <translation>Narayanan et al. 2021 §2.2 (1F1B, intercalado)</translation>
    </message>
    <message>
        <source>PCI-SIG base specifications 3.0-5.0 (x16 per direction), ~80 % effective; docs/model.md §7c</source>
        <translation>Especificaciones base de PCI-SIG 3.0-5.0 (x16 por sentido), ~80 % efectivo; docs/model.md §7c</translation>
    </message>
    <message>
        <source>PyTorch DataLoader (workers prefetch behind the step); docs/model.md §7c</source>
        <translation>PyTorch DataLoader (los workers precargan detrás del paso); docs/model.md §7c</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO) §3.1 model states, less gradients; docs/model.md §7c</source>
        <translation>Rajbhandari et al. 2020 (ZeRO) §3.1 estados del modelo, sin los gradientes; docs/model.md §7c</translation>
    </message>
    <message>
        <source>Sinha et al. 2022 (SC&apos;22): GPU speed varies across identical parts; the slowest of N: √(2·ln N) spreads (extreme-value bound); docs/model.md §7e</source>
        <translation>Sinha et al. 2022 (SC&apos;22): la velocidad de GPU varía entre piezas idénticas; la más lenta de N: √(2·ln N) dispersiones (cota de valores extremos); docs/model.md §7e</translation>
    </message>
    <message>
        <source>Thakur et al. 2005 (ring collectives); NCCL bus bandwidth; docs/model.md</source>
        <translation>Thakur et al. 2005 (colectivas en anillo); ancho de banda de bus de NCCL; docs/model.md</translation>
    </message>
    <message>
        <source>Williams et al. 2009 (roofline, per kernel); docs/model.md §8</source>
        <translation>Williams et al. 2009 (roofline, por kernel); docs/model.md §8</translation>
    </message>
    <message>
        <source>Williams et al. 2009 (roofline, per kernel); docs/model.md §8b</source>
        <translation>Williams et al. 2009 (roofline, por kernel); docs/model.md §8b</translation>
    </message>
    <message>
        <source>docs/model.md §7c (ImageNet: Russakovsky et al. 2015; token ids: Megatron-LM indexed_dataset; read rate: assumption)</source>
        <translation>docs/model.md §7c (ImageNet: Russakovsky et al. 2015; ids de token: Megatron-LM indexed_dataset; velocidad de lectura: supuesto)</translation>
    </message>
    <message>
        <source>docs/model.md §7c (JPEG decode + augmentation per core: assumption, measure yours)</source>
        <translation>docs/model.md §7c (decodificación JPEG + aumento por núcleo: supuesto, mida la suya)</translation>
    </message>
    <message>
        <source>docs/model.md §8b and §10 (cost per GPU-hour)</source>
        <translation>docs/model.md §8b y §10 (coste por hora de GPU)</translation>
    </message>
    <message>
        <source>Daly 2006 (FGCS 22(3)): complete model and higher-order optimum; Young 1974</source>
        <translation>Daly 2006 (FGCS 22(3)): modelo completo y óptimo de orden superior; Young 1974</translation>
    </message>
    <message>
        <source>SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static by tp_size)</source>
        <translation>SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static según tp_size)</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>a published cost per GPU-hour: tier, rate, age</comment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>  Published cost per GPU-hour: %1</source>
        <translation>  Coste publicado por hora-GPU: %1</translation>
    </message>
    <message>
        <source>  Not published for this GPU: %1</source>
        <translation>  No publicado para esta GPU: %1</translation>
    </message>
    <message>
        <source>owning as a hyperscaler</source>
        <translation>en propiedad como hiperescalador</translation>
    </message>
    <message>
        <source>owning as a neocloud</source>
        <translation>en propiedad como neocloud</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>alquiler</translation>
    </message>
    <message>
        <source>, FlashAttention-2</source>
        <translation>, FlashAttention-2</translation>
    </message>
    <message>
        <source>, power limit %1 of %2 W</source>
        <translation>, límite de potencia %1 de %2 W</translation>
    </message>
    <message>
        <source>the fp32 log-sum-exp of each token</source>
        <translation>el log-sum-exp fp32 de cada token</translation>
    </message>
    <message>
        <source>, compiled loss</source>
        <translation>, pérdida compilada</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>pico denso</translation>
    </message>
    <message>
        <source>clock exponent</source>
        <translation>exponente del reloj</translation>
    </message>
    <message>
        <source>the stack&apos;s sustained share</source>
        <translation>la fracción sostenida de la pila</translation>
    </message>
    <message>
        <source>The loss compiled (torch.compile: no fp32 copies of the logits)</source>
        <translation>La pérdida compilada (torch.compile: sin copias fp32 de los logits)</translation>
    </message>
    <message>
        <source>Tensor cores&apos; rate the step is timed at</source>
        <translation>Ritmo de los Tensor Cores con el que se calcula el paso</translation>
    </message>
    <message>
        <source>power limit</source>
        <translation>límite de potencia</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 of micro-batch %2 of %3</source>
        <translation>%1 del microlote %2 de %3</translation>
    </message>
    <message>
        <source>Attention kernel&apos;s rate</source>
        <translation>Ritmo del kernel de atención</translation>
    </message>
    <message>
        <source>tensor cores&apos; rate</source>
        <translation>ritmo de los tensor cores</translation>
    </message>
    <message>
        <source>the kernel&apos;s share of it at head dimension 128</source>
        <translation>fracción que logra el kernel con dimensión de cabeza 128</translation>
    </message>
    <message>
        <source>its published rate at this head dimension over 128&apos;s</source>
        <translation>su ritmo publicado con esta dimensión de cabeza entre el de 128</translation>
    </message>
    <message>
        <source>Gradients synced each micro-batch (sync_each_batch)</source>
        <translation>Gradientes sincronizados en cada micro-lote (sync_each_batch)</translation>
    </message>
    <message>
        <source> + sync_each_batch</source>
        <translation> + sync_each_batch</translation>
    </message>
    <message>
        <source>FSDP&apos;s no_sync keeps them whole until a step&apos;s last micro-batch</source>
        <translation>el no_sync de FSDP los guarda enteros hasta el último micro-lote del paso</translation>
    </message>
    <message>
        <source>the share of the layers recomputed</source>
        <translation>la fracción de capas recalculadas</translation>
    </message>
    <message>
        <source>recomputed layers</source>
        <translation>capas recalculadas</translation>
    </message>
    <message>
        <source>Recompute the first %1 layers of each model chunk (recompute_num_layers)</source>
        <translation>Recalcular las primeras %1 capas de cada fragmento del modelo (recompute_num_layers)</translation>
    </message>
    <message>
        <source>Recompute the first %1 layers of each stage (recompute_num_layers)</source>
        <translation>Recalcular las primeras %1 capas de cada etapa (recompute_num_layers)</translation>
    </message>
    <message>
        <source>Recomputed layers apply to full recomputation only; here they change nothing.</source>
        <translation>Las capas recalculadas solo se aplican al recálculo completo; aquí no cambian nada.</translation>
    </message>
    <message>
        <source>Recomputing only the first layers of each stage is Megatron-LM&apos;s block method, which this software stack does not have (torchtitan&apos;s nearest recomputes every k-th layer); it is estimated as if it had.</source>
        <translation>Recalcular solo las primeras capas de cada etapa es el método block de Megatron-LM, que esta pila de software no tiene (lo más parecido en torchtitan recalcula una de cada k capas); se estima como si lo tuviera.</translation>
    </message>
    <message>
        <source>LoRA adapters&apos; memory-bound work per step</source>
        <translation>Trabajo limitado por memoria de los adaptadores LoRA por paso</translation>
    </message>
    <message>
        <source>forward passes</source>
        <translation>pasadas hacia adelante</translation>
    </message>
    <message>
        <source>the adapters&apos; bytes per token forward</source>
        <translation>bytes de los adaptadores por token hacia adelante</translation>
    </message>
    <message>
        <source>the adapters&apos; bytes per token backward</source>
        <translation>bytes de los adaptadores por token hacia atrás</translation>
    </message>
    <message>
        <source>, DeepEP dispatch</source>
        <translation>, despacho DeepEP</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes: optim=&quot;adamw_bnb_8bit&quot;)</source>
        <translation>AdamW de 8 bits (bitsandbytes: optim=&quot;adamw_bnb_8bit&quot;)</translation>
    </message>
    <message>
        <source>Adafactor (optim=&quot;adafactor&quot;)</source>
        <translation>Adafactor (optim=&quot;adafactor&quot;)</translation>
    </message>
    <message>
        <source>FSDP full sharding over %1 GPUs</source>
        <translation>FSDP con particionado completo en %1 GPU</translation>
    </message>
    <message>
        <source>ZeRO-3 over %1 GPUs</source>
        <translation>ZeRO-3 en %1 GPU</translation>
    </message>
    <message>
        <source>%1 (the model&apos;s context window; the memory holds %2)</source>
        <translation>%1 (la ventana de contexto del modelo; la memoria admite %2)</translation>
    </message>
    <message>
        <source>This software stack shards by data only (the Hugging Face Trainer&apos;s DDP, FSDP or DeepSpeed ZeRO): tensor and pipeline parallel are estimated as if it ran them; Megatron-LM or FSDP2 (torchtitan) does.</source>
        <translation>Esta pila de software reparte solo por datos (DDP, FSDP o DeepSpeed ZeRO del Trainer de Hugging Face): el paralelismo de tensor y de pipeline se estima como si los ejecutara; Megatron-LM o FSDP2 (torchtitan) sí lo hacen.</translation>
    </message>
    <message>
        <source>This software stack checkpoints whole layers (gradient checkpointing) and has no selective recomputation: estimated without recomputation.</source>
        <translation>Esta pila de software guarda puntos de control de capas enteras (gradient checkpointing) y no tiene recomputación selectiva: se estima sin recomputación.</translation>
    </message>
    <message>
        <source>gpu_memory_utilization %1 (a larger KV pool)</source>
        <translation>gpu_memory_utilization %1 (un pool de KV mayor)</translation>
    </message>
    <message>
        <source>on one GPU</source>
        <translation>en una GPU</translation>
    </message>
    <message>
        <source>This inference engine does not load weights in this format (llama.cpp runs GGUF files only; the others not llama.cpp&apos;s block types): estimated as if it did.</source>
        <translation>Este motor de inferencia no carga pesos en este formato (llama.cpp solo ejecuta archivos GGUF; los demás no los tipos de bloque de llama.cpp): se estima como si lo hiciera.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>Kernel launches</source>
        <translation>Lanzamientos de kernels</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>lanzamientos de kernels</translation>
    </message>
    <message>
        <source> (the default on this hardware)</source>
        <translation> (predeterminado en este hardware)</translation>
    </message>
</context>
<context>
    <name>ScenarioFileText</name>
    <message>
        <source>%1: %2 parameters in %3 tensors</source>
        <translation>%1: %2 parámetros en %3 tensores</translation>
    </message>
    <message>
        <source>%1: %2, %3 parameters</source>
        <translation>%1: %2, %3 parámetros</translation>
    </message>
    <message>
        <source>%1: %2 parameters, %3 of tensors (%4 bits per weight)</source>
        <translation>%1: %2 parámetros, %3 de tensores (%4 bits por peso)</translation>
    </message>
</context>
<context>
    <name>headroom::app::BreakevenChartWidget</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;After %2 months: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Tras %2 meses: %3</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nube</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>Propio</translation>
    </message>
    <message>
        <source>&lt;b&gt;On-prem&lt;/b&gt; at %1 utilisation: %2</source>
        <translation>&lt;b&gt;Propio&lt;/b&gt; con %1 de utilización: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cloud&lt;/b&gt;: %1 at any utilisation</source>
        <translation>&lt;b&gt;Nube&lt;/b&gt;: %1 con cualquier utilización</translation>
    </message>
    <message>
        <source>Cloud or buy?</source>
        <translation>¿Nube o compra?</translation>
    </message>
</context>
<context>
    <name>headroom::app::ExplainPanel</name>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copiar como Markdown</translation>
    </message>
    <message>
        <source>How each figure is worked out, with the numbers of this scenario.</source>
        <translation>Cómo se calcula cada cifra, con los números de este escenario.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>Rule of thumb:</source>
        <translation>Regla práctica:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Fuente:</translation>
    </message>
    <message>
        <source>Rule of thumb for the whole model (the figure above is per GPU):</source>
        <translation>Regla práctica para el modelo completo (la cifra de arriba es por GPU):</translation>
    </message>
</context>
<context>
    <name>headroom::app::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>1× (screen)</source>
        <translation>1× (pantalla)</translation>
    </message>
    <message>
        <source>2× (HiDPI, slides)</source>
        <translation>2× (HiDPI, diapositivas)</translation>
    </message>
    <message>
        <source>3×</source>
        <translation>3×</translation>
    </message>
    <message>
        <source>DPI…</source>
        <translation>PPP…</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> PPP</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <source>Pixels</source>
        <translation>Píxeles</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>vector drawing, %1 × %2 units</source>
        <translation>dibujo vectorial, %1 × %2 unidades</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 píxeles</translation>
    </message>
    <message>
        <source> (too large to export)</source>
        <translation> (demasiado grande para exportar)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Subtitle with the key settings</source>
        <translation>Subtítulo con los ajustes clave</translation>
    </message>
    <message>
        <source>A line above the chart: the model, the GPUs, the mode and precision, the parallel layout, the batch and the sequence</source>
        <translation>Una línea sobre el gráfico: el modelo, las GPU, el modo y la precisión, la disposición paralela, el lote y la secuencia</translation>
    </message>
    <message>
        <source>16:9 slide</source>
        <translation>Diapositiva 16:9</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>Diapositiva 4:3</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>A4 page, portrait, 300 DPI</source>
        <translation>Página A4, vertical, 300 DPI</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 pixels)</source>
        <translation>%1 (%2 × %3 píxeles)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Predefinido</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark (for dark slides)</source>
        <translation>Oscuro (para diapositivas oscuras)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>; titles and legends shortened below %1 × %2</source>
        <translation>; títulos y leyendas acortados por debajo de %1 × %2</translation>
    </message>
</context>
<context>
    <name>headroom::app::GpuEditor</name>
    <message>
        <source>Every field of a catalog GPU, by its JSON key (docs/catalog.md). Amounts in the units beside them; an empty amount is 0 (not known). The entry is checked as the catalog reader checks it and saved to your catalog file, where it replaces a built-in GPU with the same id.</source>
        <translation>Cada campo de una GPU del catálogo, por su clave JSON (docs/catalog.md). Las cantidades, en las unidades indicadas al lado; una cantidad vacía es 0 (desconocida). La entrada se comprueba como la comprueba el lector del catálogo y se guarda en su archivo de catálogo, donde sustituye a una GPU integrada con el mismo id.</translation>
    </message>
    <message>
        <source>GPU in Your Catalog</source>
        <translation>GPU en su catálogo</translation>
    </message>
    <message>
        <source>one per line</source>
        <translation>una por línea</translation>
    </message>
</context>
<context>
    <name>headroom::app::InputPanel</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>Arquitectura personalizada</translation>
    </message>
    <message>
        <source>Parameter count only</source>
        <translation>Solo número de parámetros</translation>
    </message>
    <message>
        <source>Hugging Face config file</source>
        <translation>Archivo de configuración de Hugging Face</translation>
    </message>
    <message>
        <source>Parameters. Moving it scales the architecture (custom model).</source>
        <translation>Parámetros. Al moverlo se escala la arquitectura (modelo personalizado).</translation>
    </message>
    <message>
        <source>Size (parameters)</source>
        <translation>Tamaño (parámetros)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source> MiB/sample</source>
        <translation> MiB/muestra</translation>
    </message>
    <message>
        <source>Activation memory per sample at 16-bit, for a model known only by its size</source>
        <translation>Memoria de activaciones por muestra a 16 bits, para un modelo conocido solo por su tamaño</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Tamaño oculto</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Cabezas de atención</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Cabezas KV</translation>
    </message>
    <message>
        <source>same as heads</source>
        <translation>igual que las cabezas</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>Tamaño de la FFN</translation>
    </message>
    <message>
        <source>4 × hidden</source>
        <translation>4 × oculta</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Expertos</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Expertos por token</translation>
    </message>
    <message>
        <source>Gated MLP</source>
        <translation>MLP con compuerta</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Embeddings ligados</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabajo</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>Preentrenamiento</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>Ajuste fino LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>Ajuste fino QLoRA</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferencia</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Tamaño de microlote</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (the decode batch for inference)</source>
        <translation>Secuencias por GPU y paso (el lote de decodificación en inferencia)</translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation>Tamaño de lote global</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longitud de secuencia</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Tokens de entrenamiento</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Tokens de prompt</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokens de salida</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Rango LoRA</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>Precisión y optimizador</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>Receta</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
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
        <translation>AdamW de 8 bits</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD con momento</translation>
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
        <translation>Paralelismo y ahorro de memoria</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo tensorial</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Paralelismo de pipeline</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa de ZeRO</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0: ninguna</translation>
    </message>
    <message>
        <source>1: optimizer states</source>
        <translation>1: estados del optimizador</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + gradientes</translation>
    </message>
    <message>
        <source>3: + weights</source>
        <translation>3: + pesos</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Paralelismo de secuencia</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selectivo</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Completo</translation>
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
        <translation>GPU descrita en el archivo</translation>
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
        <translation>Utilización de FLOPs del modelo: la fracción del pico que alcanza el entrenamiento</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>Precio en la nube</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/h</translation>
    </message>
    <message>
        <source>Cloud price per GPU-hour</source>
        <translation>Precio en la nube por hora-GPU</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Precio de compra</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Precio de compra por GPU</translation>
    </message>
    <message>
        <source>Back to the catalog&apos;s price for this GPU</source>
        <translation>Volver al precio del catálogo para esta GPU</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilización</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Electricidad</translation>
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
        <translation>Eficacia del uso de la energía: potencia de la instalación entre potencia de TI</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortización</translation>
    </message>
    <message>
        <source> years</source>
        <translation> años</translation>
    </message>
    <message>
        <source>Server share</source>
        <translation>Parte del servidor</translation>
    </message>
    <message>
        <source>Server, network and storage cost as a share of the GPU price</source>
        <translation>Coste de servidor, red y almacenamiento como proporción del precio de la GPU</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <source> %/year</source>
        <translation> %/año</translation>
    </message>
    <message>
        <source>Maintenance per year as a share of the capital cost</source>
        <translation>Mantenimiento anual como proporción del coste de capital</translation>
    </message>
    <message>
        <source>Attention query projection</source>
        <translation>Proyección de consulta (query) de la atención</translation>
    </message>
    <message>
        <source>Attention key projection</source>
        <translation>Proyección de clave (key) de la atención</translation>
    </message>
    <message>
        <source>Attention value projection</source>
        <translation>Proyección de valor (value) de la atención</translation>
    </message>
    <message>
        <source>Attention output projection</source>
        <translation>Proyección de salida (output) de la atención</translation>
    </message>
    <message>
        <source>MLP gate projection</source>
        <translation>Proyección de compuerta (gate) del MLP</translation>
    </message>
    <message>
        <source>MLP up projection</source>
        <translation>Proyección ascendente (up) del MLP</translation>
    </message>
    <message>
        <source>MLP down projection</source>
        <translation>Proyección descendente (down) del MLP</translation>
    </message>
    <message>
        <source>The weight matrices that get a LoRA adapter in every layer</source>
        <translation>Las matrices de pesos que reciben un adaptador LoRA en cada capa</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>Matrices objetivo de LoRA</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Etapas virtuales</translation>
    </message>
    <message>
        <source>Interleaved pipeline: model chunks per GPU, which shrink the pipeline bubble (needs pipeline parallel above 1)</source>
        <translation>Pipeline intercalado: fragmentos del modelo por GPU, que reducen la burbuja del pipeline (requiere un paralelismo de pipeline mayor que 1)</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Paralelismo de expertos</translation>
    </message>
    <message>
        <source>GPUs of a data-parallel group that share out each MoE layer&apos;s experts (mixture-of-experts models only)</source>
        <translation>GPU de un grupo de paralelismo de datos entre las que se reparten los expertos de cada capa MoE (solo modelos de mezcla de expertos)</translation>
    </message>
    <message>
        <source>Efficiency and overhead</source>
        <translation>Eficiencia y sobrecarga</translation>
    </message>
    <message>
        <source>Use HFU instead of MFU</source>
        <translation>Usar HFU en lugar de MFU</translation>
    </message>
    <message>
        <source>Time training by the hardware FLOPs utilisation, which counts recomputed FLOPs, instead of MFU</source>
        <translation>Calcular el tiempo de entrenamiento con la utilización de FLOPs del hardware, que cuenta los FLOPs recalculados, en lugar del MFU</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>Hardware FLOPs utilisation: the share of peak the GPUs achieve, recomputation included</source>
        <translation>Utilización de FLOPs del hardware: la fracción del pico que alcanzan las GPU, incluido el recálculo</translation>
    </message>
    <message>
        <source>BW efficiency</source>
        <translation>Efic. de ancho de banda</translation>
    </message>
    <message>
        <source>The share of the GPU&apos;s peak memory bandwidth that inference actually reaches</source>
        <translation>La fracción del ancho de banda de memoria máximo de la GPU que alcanza realmente la inferencia</translation>
    </message>
    <message>
        <source>Fixed overhead</source>
        <translation>Sobrecarga fija</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Memory each GPU loses before the model loads: CUDA context, cuBLAS and NCCL workspaces</source>
        <translation>Memoria que pierde cada GPU antes de cargar el modelo: contexto de CUDA y espacios de trabajo de cuBLAS y NCCL</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentación</translation>
    </message>
    <message>
        <source>Memory lost to allocator fragmentation, as a share of everything else on the GPU</source>
        <translation>Memoria perdida por la fragmentación del asignador, como proporción de todo lo demás en la GPU</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Alojamiento</translation>
    </message>
    <message>
        <source>/kW·month</source>
        <translation>/kW·mes</translation>
    </message>
    <message>
        <source>On-premises data-centre space, cooling and power delivery per kW of GPU power per month</source>
        <translation>Espacio en el centro de datos propio, refrigeración y suministro eléctrico, por kW de potencia de GPU y mes</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Paralelismo de contexto</translation>
    </message>
    <message>
        <source>GPUs that split each sequence between them (ring attention): for long sequences; divides the activations and adds a K/V exchange</source>
        <translation>GPU que se reparten cada secuencia (atención en anillo): para secuencias largas; divide las activaciones y añade un intercambio de K/V</translation>
    </message>
    <message>
        <source>Fixed MFU</source>
        <translation>MFU fija</translation>
    </message>
    <message>
        <source>Time training by an MFU you know from your own runs instead of predicting the step from compute, communication and pipeline bubbles</source>
        <translation>Calcular el tiempo de entrenamiento con una MFU conocida de sus propias ejecuciones en lugar de predecir el paso a partir del cómputo, la comunicación y las burbujas del pipeline</translation>
    </message>
    <message>
        <source>Network and overlap</source>
        <translation>Red y solapamiento</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU por nodo</translation>
    </message>
    <message>
        <source>GPUs joined by the fast scale-up link (NVLink, xGMI) in one node or rack domain; the catalog&apos;s figure until you change it</source>
        <translation>GPU unidas por el enlace rápido de escalado vertical (NVLink, xGMI) en un nodo o dominio de rack; el valor del catálogo hasta que lo cambie</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>Escalado vertical</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Bandwidth per GPU and direction inside a node (NVLink, xGMI or PCIe)</source>
        <translation>Ancho de banda por GPU y sentido dentro de un nodo (NVLink, xGMI o PCIe)</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>Escalado horizontal</translation>
    </message>
    <message>
        <source>Each GPU&apos;s share of the network between nodes (InfiniBand, RoCE), per direction</source>
        <translation>La parte de cada GPU de la red entre nodos (InfiniBand, RoCE), por sentido</translation>
    </message>
    <message>
        <source>Overlap gradient reduction</source>
        <translation>Solapar la reducción de gradientes</translation>
    </message>
    <message>
        <source>Reduce gradients bucket by bucket during the backward pass (--overlap-grad-reduce)</source>
        <translation>Reducir los gradientes por bloques durante la pasada hacia atrás (--overlap-grad-reduce)</translation>
    </message>
    <message>
        <source>Overlap parameter gathers</source>
        <translation>Solapar la recolección de parámetros</translation>
    </message>
    <message>
        <source>Prefetch ZeRO/FSDP parameter all-gathers behind compute (--overlap-param-gather)</source>
        <translation>Precargar los all-gather de parámetros de ZeRO/FSDP detrás del cómputo (--overlap-param-gather)</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel</source>
        <translation>Solapar el paralelismo tensorial</translation>
    </message>
    <message>
        <source>Hide the forward tensor-parallel collectives behind the GEMMs (--tp-comm-overlap)</source>
        <translation>Ocultar las operaciones colectivas tensoriales de la pasada hacia delante detrás de las GEMM (--tp-comm-overlap)</translation>
    </message>
    <message>
        <source>Overlap pipeline transfers</source>
        <translation>Solapar las transferencias del pipeline</translation>
    </message>
    <message>
        <source>Hide the stage-to-stage transfers behind compute, except while the pipeline fills and drains</source>
        <translation>Ocultar las transferencias entre etapas detrás del cómputo, salvo mientras el pipeline se llena y se vacía</translation>
    </message>
    <message>
        <source>Efficiency scale</source>
        <translation>Factor de eficiencia</translation>
    </message>
    <message>
        <source>Multiplies every kernel efficiency of the predicted step; 1 is the built-in model. &quot;Fit&quot; sets it from a run of yours.</source>
        <translation>Multiplica cada eficiencia de kernel del paso previsto; 1 es el modelo integrado. «Ajustar» lo fija a partir de una ejecución suya.</translation>
    </message>
    <message>
        <source>Tokens per second per GPU that your own run of this layout measured</source>
        <translation>Tokens por segundo por GPU que midió su propia ejecución de esta configuración</translation>
    </message>
    <message>
        <source>Measured tok/s/GPU</source>
        <translation>Medido tok/s/GPU</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Set the efficiency scale so the predicted step matches your measurement; every other layout is then predicted from it</source>
        <translation>Fijar el factor de eficiencia para que el paso previsto coincida con su medición; cualquier otra configuración se predice entonces con él</translation>
    </message>
    <message>
        <source>Fitted: efficiency scale %1 (the model predicted %2 tokens/s per GPU)</source>
        <translation>Ajustado: factor de eficiencia %1 (el modelo preveía %2 tokens/s por GPU)</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>Buscar modelos</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>Límite de TTFT</translation>
    </message>
    <message>
        <source>Longest acceptable time to first token; the largest concurrency that meets it is chosen</source>
        <translation>Tiempo máximo aceptable hasta el primer token; se elige la mayor concurrencia que lo cumple</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>Límite de TPOT</translation>
    </message>
    <message>
        <source>Longest acceptable time per output token (one user&apos;s decode speed)</source>
        <translation>Tiempo máximo aceptable por token de salida (velocidad de decodificación de un usuario)</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrencia</translation>
    </message>
    <message>
        <source>Sequences per replica; none lets the KV memory and the limits choose</source>
        <translation>Secuencias por réplica; ninguno: deciden la memoria KV y los límites</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>Réplicas de prefill</translation>
    </message>
    <message>
        <source>Disaggregated serving: replicas that only prefill and hand the KV cache to the others, which only decode; none: every replica does both</source>
        <translation>Servicio desagregado: réplicas que solo hacen prefill y pasan la caché KV a las demás, que solo decodifican; ninguno: cada réplica hace ambas cosas</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Tokens de borrador</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens the draft proposes per target step</source>
        <translation>Decodificación especulativa: tokens que propone el borrador por paso del modelo objetivo</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Aceptación</translation>
    </message>
    <message>
        <source>Speculative decoding: the chance the target accepts each drafted token</source>
        <translation>Decodificación especulativa: la probabilidad de que el modelo objetivo acepte cada token del borrador</translation>
    </message>
    <message>
        <source>Layer kinds</source>
        <translation>Tipos de capa</translation>
    </message>
    <message>
        <source>expert parallel set to %1 (%2 has %3 experts)</source>
        <translation>paralelismo de expertos puesto en %1 (%2 tiene %3 expertos)</translation>
    </message>
    <message>
        <source>expert parallel set back to 1 (%1 has no experts)</source>
        <translation>paralelismo de expertos devuelto a 1 (%1 no tiene expertos)</translation>
    </message>
    <message>
        <source>tensor parallel set to %1 (it must divide the %2 attention heads)</source>
        <translation>paralelismo de tensor puesto en %1 (debe dividir las %2 cabezas de atención)</translation>
    </message>
    <message>
        <source>pipeline parallel set back to 1 (a model known only by its size has no layers to split)</source>
        <translation>paralelismo de pipeline devuelto a 1 (un modelo conocido solo por su tamaño no tiene capas que repartir)</translation>
    </message>
    <message>
        <source>For %1: %2.</source>
        <translation>Para %1: %2.</translation>
    </message>
    <message>
        <source>%1 is %2 and must be %3</source>
        <translation>%1 es %2 y debe ser %3</translation>
    </message>
    <message>
        <source>Model and GPU</source>
        <translation>Modelo y GPU</translation>
    </message>
    <message>
        <source>Count samples and epochs</source>
        <translation>Contar muestras y épocas</translation>
    </message>
    <message>
        <source>Samples per epoch</source>
        <translation>Muestras por época</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <source>counted in images: %1 per epoch (ImageNet-1k), %2 epochs</source>
        <translation>contado en imágenes: %1 por época (ImageNet-1k), %2 épocas</translation>
    </message>
    <message>
        <source>Data and checkpoints</source>
        <translation>Datos y checkpoints</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Muestras</translation>
    </message>
    <message>
        <source>Text (token ids)</source>
        <translation>Texto (ids de tokens)</translation>
    </message>
    <message>
        <source>Images (JPEG)</source>
        <translation>Imágenes (JPEG)</translation>
    </message>
    <message>
        <source>Bytes per sample</source>
        <translation>Bytes por muestra</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>One sample as stored: tokens × bytes per id for text, ~110 KB for an ImageNet JPEG</source>
        <translation>Una muestra tal como se almacena: tokens × bytes por id para texto, ~110 KB para un JPEG de ImageNet</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>Lectura de almacenamiento</translation>
    </message>
    <message>
        <source>What one node reads its samples at (local NVMe, a network file system)</source>
        <translation>Velocidad a la que un nodo lee sus muestras (NVMe local, un sistema de archivos en red)</translation>
    </message>
    <message>
        <source>Host to GPU</source>
        <translation>Host a GPU</translation>
    </message>
    <message>
        <source>Host-to-device copies per GPU: ~25 GB/s on PCIe 4.0 x16, ~50 GB/s on 5.0; the GPU&apos;s generation until you change it</source>
        <translation>Copias del host a la GPU por GPU: ~25 GB/s en PCIe 4.0 x16, ~50 GB/s en 5.0; la generación de la GPU hasta que lo cambie</translation>
    </message>
    <message>
        <source>CPU cores per node</source>
        <translation>Núcleos de CPU por nodo</translation>
    </message>
    <message>
        <source>Cores the data-loader workers of one node decode images on</source>
        <translation>Núcleos en los que los workers del cargador de datos de un nodo decodifican imágenes</translation>
    </message>
    <message>
        <source>Images per core</source>
        <translation>Imágenes por núcleo</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>JPEG decodes with augmentation one core does per second (an assumption: measure your loader alone)</source>
        <translation>Decodificaciones JPEG con aumentación que hace un núcleo por segundo (una suposición: mida su cargador por separado)</translation>
    </message>
    <message>
        <source>Loader overlaps the step</source>
        <translation>El cargador se solapa con el paso</translation>
    </message>
    <message>
        <source>Loader workers prepare the next batches while the GPUs run this one: the slowest stage sets the pace instead of all of them adding up</source>
        <translation>Los workers del cargador preparan los siguientes lotes mientras las GPU procesan este: la etapa más lenta marca el ritmo en lugar de sumarse todas</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Checkpoint cada</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pasos</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>Escritura de checkpoints</translation>
    </message>
    <message>
        <source>What the job writes a checkpoint (weights, master copy, optimizer states) at</source>
        <translation>Velocidad a la que el trabajo escribe un checkpoint (pesos, copia maestra, estados del optimizador)</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>Solapar all-to-all de expertos</translation>
    </message>
    <message>
        <source>Hide the MoE dispatch and combine behind another micro-batch&apos;s compute (DualPipe, --overlap-moe-expert-parallel-comm)</source>
        <translation>Ocultar el envío y la combinación de MoE tras el cómputo de otro micro-lote (DualPipe, --overlap-moe-expert-parallel-comm)</translation>
    </message>
    <message>
        <source>Choose the split</source>
        <translation>Elegir el reparto</translation>
    </message>
    <message>
        <source>Disaggregated serving: try every split of the replicas into prefill and decode pools and keep the one that serves the most per GPU within the limits (needs two replicas)</source>
        <translation>Servicio desagregado: probar cada reparto de las réplicas entre prefill y decodificación y quedarse con el que más sirve por GPU dentro de los límites (necesita dos réplicas)</translation>
    </message>
    <message>
        <source>Request mix</source>
        <translation>Mezcla de solicitudes</translation>
    </message>
    <message>
        <source>none: every request is the prompt and output above</source>
        <translation>ninguna: cada solicitud es el prompt y la salida de arriba</translation>
    </message>
    <message>
        <source>kinds of request from the file: %1; serving uses them, not the prompt and output above</source>
        <translation>tipos de solicitud del archivo: %1; el servicio los usa en lugar del prompt y la salida de arriba</translation>
    </message>
    <message>
        <source>KV cache share</source>
        <translation>Fracción para la caché KV</translation>
    </message>
    <message>
        <source>The share of the memory left after the weights that the runtime gives its KV cache (TensorRT-LLM&apos;s free_gpu_memory_fraction; 0.90 unless set)</source>
        <translation>La fracción de la memoria libre tras los pesos que el entorno de ejecución da a su caché KV (free_gpu_memory_fraction de TensorRT-LLM; 0,90 si no se indica)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>%1 (preliminary)</source>
        <translation>%1 (preliminar)</translation>
    </message>
    <message>
        <source>Cloud rate</source>
        <translation>Tarifa en la nube</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>Bajo demanda</translation>
    </message>
    <message>
        <source>One-year reserved</source>
        <translation>Reservado un año</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>The catalog rate the cloud price follows when you have not set your own; the GPU&apos;s on-demand rate when the catalog has none of this kind</source>
        <translation>La tarifa del catálogo que sigue el precio en la nube si no ha puesto el suyo; la tarifa bajo demanda de la GPU si el catálogo no tiene ninguna de este tipo</translation>
    </message>
    <message>
        <source>Cloud rate: %1. Purchase price: %2.</source>
        <translation>Tarifa en la nube: %1. Precio de compra: %2.</translation>
    </message>
    <message>
        <source>Check the prices older than six months or not quoted.</source>
        <translation>Compruebe los precios de hace más de seis meses o no cotizados.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>%1 (inference)</source>
        <translation>%1 (inferencia)</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>What runs the job: what it keeps in memory and when (the peak of the step), its allocator&apos;s reserve and the CUDA context. Default: the papers&apos; accounting (Megatron-LM for training, TensorRT-LLM for inference)</source>
        <translation>Lo que ejecuta el trabajo: qué guarda en memoria y cuándo (el pico del paso), la reserva de su asignador y el contexto CUDA. Predeterminado: la cuenta de los artículos (Megatron-LM para entrenamiento, TensorRT-LLM para inferencia)</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compiled with torch.compile: fused elementwise kernels save fewer tensors (PyTorch-native stacks)</source>
        <translation>Compilado con torch.compile: los kernels elementales fusionados guardan menos tensores (pilas nativas de PyTorch)</translation>
    </message>
    <message>
        <source>mode set to pre-training (LoRA and QLoRA adapt the layers of a transformer)</source>
        <translation>modo cambiado a preentrenamiento (LoRA y QLoRA adaptan las capas de un transformer)</translation>
    </message>
    <message>
        <source>counted in tokens again: %1 training tokens</source>
        <translation>contado de nuevo en tokens: %1 tokens de entrenamiento</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>Attention runs FlashAttention-2 kernels: PyTorch&apos;s SDPA before it preferred cuDNN on Hopper, or transformers&apos; flash_attention_2 (about 0.34 of an H100&apos;s peak against 0.45)</source>
        <translation>La atención usa kernels de FlashAttention-2: el SDPA de PyTorch antes de preferir cuDNN en Hopper, o flash_attention_2 de transformers (unos 0,34 del pico de una H100 frente a 0,45)</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>Límite de potencia</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>The board&apos;s power limit (nvidia-smi -pl); below the TDP the tensor cores run at lower clocks, and energy is paid on the limit. The GPU&apos;s TDP until you change it</source>
        <translation>El límite de potencia de la tarjeta (nvidia-smi -pl); por debajo del TDP los Tensor Cores funcionan a menor frecuencia y la energía se paga según el límite. El TDP de la GPU hasta que lo cambie</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <source>The stack&apos;s (fp32 logits)</source>
        <translation>La de la pila (logits fp32)</translation>
    </message>
    <message>
        <source>Compiled</source>
        <translation>Compilada</translation>
    </message>
    <message>
        <source>Chunked</source>
        <translation>Por bloques</translation>
    </message>
    <message>
        <source>The cross-entropy: the stack&apos;s upcasts the logits to fp32 (three fp32 copies at the start of the backward); compiled, torch.compile fuses it and keeps the 16-bit logits (torchtitan with torch.compile since April 2025); chunked, a fused linear cross-entropy (Liger Kernel, Cut Cross-Entropy) never makes the whole logits</source>
        <translation>La entropía cruzada: la de la pila convierte los logits a fp32 (tres copias fp32 al comienzo del backward); compilada, torch.compile la fusiona y conserva los logits de 16 bits (torchtitan con torch.compile desde abril de 2025); por bloques, una entropía cruzada lineal fusionada (Liger Kernel, Cut Cross-Entropy) nunca forma los logits completos</translation>
    </message>
    <message>
        <source>The Trainer reduces the gradients after every micro-batch (Accelerate&apos;s sync_each_batch). Off, its default, FSDP keeps the whole model&apos;s gradients unsharded until a step&apos;s last micro-batch</source>
        <translation>El Trainer reduce los gradientes tras cada micro-lote (sync_each_batch de Accelerate). Desactivado, su valor por defecto, FSDP guarda los gradientes de todo el modelo sin fragmentar hasta el último micro-lote de cada paso</translation>
    </message>
    <message>
        <source>sync_each_batch</source>
        <translation>sync_each_batch</translation>
    </message>
    <message>
        <source>Recomputed layers</source>
        <translation>Capas recalculadas</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>todas las capas</translation>
    </message>
    <message>
        <source>Full recomputation of only the first layers of each pipeline stage (each model chunk when interleaved); the others keep their activations. Megatron-LM&apos;s recompute_method block with recompute_num_layers</source>
        <translation>Recálculo completo solo de las primeras capas de cada etapa del pipeline (de cada fragmento del modelo si se intercala); las demás conservan sus activaciones. recompute_method block de Megatron-LM con recompute_num_layers</translation>
    </message>
    <message>
        <source>DeepEP dispatch</source>
        <translation>Despacho DeepEP</translation>
    </message>
    <message>
        <source>The experts&apos; tokens go out and back through DeepEP&apos;s fused dispatch and combine kernels, which write the experts&apos; buffers directly. Off, Megatron-Core&apos;s alltoall dispatcher copies each routed token into the exchange&apos;s order, sorts it by expert and undoes both (mixture-of-experts models on Megatron or under torch.compile)</source>
        <translation>Los tokens de los expertos van y vuelven por los kernels fusionados de despacho y combinación de DeepEP, que escriben directamente en los búferes de los expertos. Desactivado, el despachador alltoall de Megatron-Core copia cada token enrutado al orden del intercambio, lo ordena por experto y deshace ambos pasos (modelos de mezcla de expertos con Megatron o bajo torch.compile)</translation>
    </message>
</context>
<context>
    <name>headroom::app::LayerStrip</name>
    <message>
        <source>MLA (latent %1)</source>
        <translation>MLA (latente %1)</translation>
    </message>
    <message>
        <source>grouped-query (%1 KV heads)</source>
        <translation>consulta agrupada (%1 cabezas KV)</translation>
    </message>
    <message>
        <source>multi-head</source>
        <translation>multicabeza</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens)</source>
        <translation>%1 de ventana deslizante (%2 tokens)</translation>
    </message>
    <message>
        <source>%1 chunked (%2 tokens)</source>
        <translation>%1 por bloques (%2 tokens)</translation>
    </message>
    <message>
        <source>%1 linear</source>
        <translation>%1 lineales</translation>
    </message>
    <message>
        <source>%1 full %2 + %3</source>
        <translation>%1 completas %2 + %3</translation>
    </message>
    <message>
        <source>%1 MoE layers, %2 experts, top-%3</source>
        <translation>%1 capas MoE, %2 expertos, top-%3</translation>
    </message>
    <message>
        <source>, shared experts</source>
        <translation>, expertos compartidos</translation>
    </message>
    <message>
        <source>%1 dense + %2</source>
        <translation>%1 densas + %2</translation>
    </message>
    <message>
        <source>%1 MTP module(s), counted apart</source>
        <translation>%1 módulo(s) MTP, contados aparte</translation>
    </message>
    <message>
        <source>%1 layers: %2</source>
        <translation>%1 capas: %2</translation>
    </message>
</context>
<context>
    <name>headroom::app::LogSlider</name>
    <message>
        <source>Drag: common values. Shift+drag or Shift+arrow: fine steps.</source>
        <translation>Arrastrar: valores habituales. Mayús+arrastrar o Mayús+flecha: pasos finos.</translation>
    </message>
    <message>
        <source>Shift+drag or Shift+arrow: fine steps.</source>
        <translation>Mayús+arrastrar o Mayús+flecha: pasos finos.</translation>
    </message>
</context>
<context>
    <name>headroom::app::MainWindow</name>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Punto de equilibrio</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Rules of Thumb</source>
        <translation>Reglas prácticas</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Applied the plan&apos;s layout to the scenario</source>
        <translation>Configuración del plan aplicada al escenario</translation>
    </message>
    <message>
        <source>Your catalog file was ignored: %1</source>
        <translation>Se ignoró su archivo de catálogo: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>&amp;Importar modelo…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Chart as &amp;Image…</source>
        <translation>Gráfico como &amp;imagen…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;All Charts in One Image…</source>
        <translation>&amp;Todos los gráficos en una imagen…</translation>
    </message>
    <message>
        <source>Results as &amp;JSON or CSV…</source>
        <translation>Resultados como &amp;JSON o CSV…</translation>
    </message>
    <message>
        <source>Explanation as &amp;Markdown…</source>
        <translation>Explicación como &amp;Markdown…</translation>
    </message>
    <message>
        <source>Open &amp;Presentation…</source>
        <translation>Abrir &amp;presentación…</translation>
    </message>
    <message>
        <source>A&amp;dd Scenario as Slide</source>
        <translation>Añadir escenario como &amp;diapositiva</translation>
    </message>
    <message>
        <source>Save Presentation…</source>
        <translation>Guardar presentación…</translation>
    </message>
    <message>
        <source>Start Presen&amp;ter</source>
        <translation>Iniciar pre&amp;sentador</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>&amp;Copiar gráfico</translation>
    </message>
    <message>
        <source>Copy &amp;Explanation as Markdown</source>
        <translation>Copiar &amp;explicación como Markdown</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>E&amp;scenario</translation>
    </message>
    <message>
        <source>&amp;Pin for Comparison</source>
        <translation>&amp;Fijar para comparar</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;Acerca de Headroom</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>Acerca de Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom&lt;/b&gt; %1&lt;br&gt;GPU memory, time and cost for deep learning.&lt;br&gt;Built with Qt %2 (LGPLv3) and Qt Charts (GPLv3).</source>
        <translation>&lt;b&gt;Headroom&lt;/b&gt; %1&lt;br&gt;Memoria de GPU, tiempo y coste para el aprendizaje profundo.&lt;br&gt;Hecho con Qt %2 (LGPLv3) y Qt Charts (GPLv3).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
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
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 abierto</translation>
    </message>
    <message>
        <source>Cannot import model</source>
        <translation>No se puede importar el modelo</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importado</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>No se puede guardar el escenario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Importar modelo</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 ya no existe.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Vaciar lista</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>There is no valid estimate to draw.</source>
        <translation>No hay una estimación válida que dibujar.</translation>
    </message>
    <message>
        <source>Choose a file, and a size of at most %1 pixels a side and %2 megapixels.</source>
        <translation>Elija un archivo y un tamaño de como máximo %1 píxeles por lado y %2 megapíxeles.</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>There is no valid estimate to export.</source>
        <translation>No hay una estimación válida que exportar.</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no valid estimate to explain.</source>
        <translation>No hay una estimación válida que explicar.</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>Exportar explicación</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Copied the chart</source>
        <translation>Gráfico copiado</translation>
    </message>
    <message>
        <source>Nothing to pin</source>
        <translation>Nada que fijar</translation>
    </message>
    <message>
        <source>Fix the scenario first: it has no valid estimate.</source>
        <translation>Corrija primero el escenario: no tiene una estimación válida.</translation>
    </message>
    <message>
        <source>Nothing to present</source>
        <translation>Nada que presentar</translation>
    </message>
    <message>
        <source>Cannot open presentation</source>
        <translation>No se puede abrir la presentación</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Nada que añadir</translation>
    </message>
    <message>
        <source>Added slide %1 to the presentation</source>
        <translation>Diapositiva %1 añadida a la presentación</translation>
    </message>
    <message>
        <source>Cannot save presentation</source>
        <translation>No se puede guardar la presentación</translation>
    </message>
    <message>
        <source>Open presentation</source>
        <translation>Abrir presentación</translation>
    </message>
    <message>
        <source>Headroom presentations (*.headroom.json);;All files (*)</source>
        <translation>Presentaciones de Headroom (*.headroom.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save presentation</source>
        <translation>Guardar presentación</translation>
    </message>
    <message>
        <source>Headroom presentations (*.headroom.json)</source>
        <translation>Presentaciones de Headroom (*.headroom.json)</translation>
    </message>
    <message>
        <source>Plan &amp;Layouts</source>
        <translation>&amp;Planificar distribuciones</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>No se puede copiar</translation>
    </message>
    <message>
        <source>Not available while the scenario has an error: %1</source>
        <translation>No disponible mientras el escenario tenga un error: %1</translation>
    </message>
    <message>
        <source>The scenario has an error, so it has no estimate: %1</source>
        <translation>El escenario tiene un error, por lo que no tiene estimación: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>No se pudo escribir %1: %2.</translation>
    </message>
    <message>
        <source>The file already there was not changed.</source>
        <translation>El archivo existente no se ha modificado.</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Escalado</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Scenarios and models (*.json *.safetensors *.gguf);;All files (*)</source>
        <translation>Escenarios y modelos (*.json *.safetensors *.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Hugging Face config, safetensors or GGUF (config.json *.json *.safetensors *.gguf);;All files (*)</source>
        <translation>Configuración de Hugging Face, safetensors o GGUF (config.json *.json *.safetensors *.gguf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>&amp;Documentación</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Documentación</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every formula, with its source, is in &lt;b&gt;docs/model.md&lt;/b&gt;; the accuracy against published measurements in &lt;b&gt;docs/validation.md&lt;/b&gt;; the command line in &lt;b&gt;man headroom-cli&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Installed from the package, the docs are in %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada fórmula, con su fuente, está en &lt;b&gt;docs/model.md&lt;/b&gt;; la precisión frente a mediciones publicadas en &lt;b&gt;docs/validation.md&lt;/b&gt;; la línea de órdenes en &lt;b&gt;man headroom-cli&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Instalada desde el paquete, la documentación está en %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save interview summary</source>
        <translation>Guardar el resumen de la entrevista</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Configuraciones</translation>
    </message>
    <message>
        <source>Serving fleets</source>
        <translation>Flotas de servicio</translation>
    </message>
    <message>
        <source>Applied the serving fleet to the scenario</source>
        <translation>Flota de servicio aplicada al escenario</translation>
    </message>
    <message>
        <source>Plan a Serving &amp;Fleet</source>
        <translation>Planificar una &amp;flota de servicio</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Comparar con:</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>Pesos FP8</translation>
    </message>
    <message>
        <source>INT4 (AWQ) weights</source>
        <translation>Pesos INT4 (AWQ)</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>Pesos NVFP4</translation>
    </message>
    <message>
        <source>Q4_K_M weights (GGUF)</source>
        <translation>Pesos Q4_K_M (GGUF)</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>Caché KV FP8</translation>
    </message>
    <message>
        <source>INT8 KV cache</source>
        <translation>Caché KV INT8</translation>
    </message>
    <message>
        <source>Replicas of 1 GPU (no tensor parallel)</source>
        <translation>Réplicas de 1 GPU (sin paralelismo tensorial)</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 2</source>
        <translation>Réplicas con paralelismo tensorial 2</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 4</source>
        <translation>Réplicas con paralelismo tensorial 4</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 8</source>
        <translation>Réplicas con paralelismo tensorial 8</translation>
    </message>
    <message>
        <source>A second curve for the same scenario with this one change, on the same GPUs</source>
        <translation>Una segunda curva para el mismo escenario con este único cambio, en las mismas GPU</translation>
    </message>
    <message>
        <source>%1 (mine)</source>
        <translation>%1 (mía)</translation>
    </message>
    <message>
        <source>Saved %1 to your catalog (%2)</source>
        <translation>%1 guardada en su catálogo (%2)</translation>
    </message>
    <message>
        <source>Cannot import GPUs</source>
        <translation>No se pueden importar las GPU</translation>
    </message>
    <message>
        <source>%1 holds no GPUs.</source>
        <translation>%1 no contiene ninguna GPU.</translation>
    </message>
    <message>
        <source>Imported %1 GPUs from %2 into your catalog</source>
        <translation>Se importaron %1 GPU de %2 a su catálogo</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catálogo</translation>
    </message>
    <message>
        <source>&amp;Add GPU…</source>
        <translation>&amp;Añadir GPU…</translation>
    </message>
    <message>
        <source>&amp;Edit This GPU…</source>
        <translation>&amp;Editar esta GPU…</translation>
    </message>
    <message>
        <source>Import GPUs</source>
        <translation>Importar GPU</translation>
    </message>
    <message>
        <source>Catalog files (*.json)</source>
        <translation>Archivos de catálogo (*.json)</translation>
    </message>
    <message>
        <source>&amp;Import GPUs from a File…</source>
        <translation>&amp;Importar GPU desde un archivo…</translation>
    </message>
    <message>
        <source>Show &amp;Preliminary Parts</source>
        <translation>Mostrar modelos &amp;preliminares</translation>
    </message>
    <message>
        <source>Memory timeline</source>
        <translation>Memoria en el tiempo</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Planificación</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sliders: arrow keys step, Page Up/Down jump; Shift+arrow takes a fine step, and dragging with Shift held moves the handle finely; type a value in the box beside them (1.5e9, 70B, 128K).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Deslizadores: las flechas avanzan un paso, Re Pág/Av Pág saltan; Mayús+flecha da un paso fino, y arrastrar con Mayús pulsada mueve el control con precisión; o escriba un valor en el cuadro de al lado (1.5e9, 70B, 128K).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>headroom::app::MemoryChartWidget</name>
    <message>
        <source>Compare:</source>
        <translation>Comparar:</translation>
    </message>
    <message>
        <source>Nothing (this scenario)</source>
        <translation>Nada (este escenario)</translation>
    </message>
    <message>
        <source>Precision recipes</source>
        <translation>Recetas de precisión</translation>
    </message>
    <message>
        <source>ZeRO stages</source>
        <translation>Etapas de ZeRO</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <source>Pinned scenario</source>
        <translation>Escenario fijado</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 of %4 in use (%5)&lt;br&gt;GPU memory: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 de %4 en uso (%5)&lt;br&gt;Memoria de GPU: %6</translation>
    </message>
    <message>
        <source>Weight formats</source>
        <translation>Formatos de pesos</translation>
    </message>
    <message>
        <source>KV cache formats</source>
        <translation>Formatos de la caché KV</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanChartWidget</name>
    <message>
        <source>%1, %2; memory %3 of %4</source>
        <translation>%1, %2; memoria %3 de %4</translation>
    </message>
    <message>
        <source>The best layout on %1 GPUs of this type</source>
        <translation>La mejor configuración con %1 GPU de este tipo</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Click to select the row; double-click the row to apply it</source>
        <translation>Haga clic para seleccionar la fila; doble clic para aplicarla</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanModel</name>
    <message>
        <source>fastest</source>
        <translation>más rápida</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>más barata</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>menos GPU</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Frente de Pareto</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectivo</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>%1 × %2: TP %3, PP %4, DP %5</source>
        <translation>%1 × %2: TP %3, PP %4, DP %5</translation>
    </message>
    <message>
        <source>, ZeRO %1, micro-batch %2, recomputation: %3</source>
        <translation>, ZeRO %1, microlote %2, recálculo: %3</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>, paralelismo de secuencia</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
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
        <translation>Memoria: %1 por GPU, %2 utilizables de %3</translation>
    </message>
    <message>
        <source>%1, %2; cloud %3, on-prem %4</source>
        <translation>%1, %2; nube %3, propio %4</translation>
    </message>
    <message>
        <source>Nothing fits: this layout comes closest.</source>
        <translation>Nada cabe: esta configuración es la que más se acerca.</translation>
    </message>
    <message>
        <source>%1 layouts take the same time and cost; this is the simplest of them.</source>
        <translation>%1 configuraciones tardan y cuestan lo mismo; esta es la más sencilla.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
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
        <translation>Lote</translation>
    </message>
    <message>
        <source>MB</source>
        <comment>micro-batch</comment>
        <translation>MB</translation>
    </message>
    <message>
        <source>Recomp.</source>
        <comment>activation recomputation</comment>
        <translation>Recálc.</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Memoria / GPU</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latencia</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>Tamaño de paralelismo tensorial</translation>
    </message>
    <message>
        <source>Pipeline-parallel size</source>
        <translation>Tamaño de paralelismo de pipeline</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>Réplicas de paralelismo de datos</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa de ZeRO</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>Paralelismo de secuencia</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Secuencias simultáneas</translation>
    </message>
    <message>
        <source>Samples per micro-batch</source>
        <translation>Muestras por microlote</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Recálculo de activaciones</translation>
    </message>
    <message>
        <source>Memory on the most loaded GPU, of the GPU&apos;s capacity</source>
        <translation>Memoria de la GPU más cargada, respecto a su capacidad</translation>
    </message>
    <message>
        <source>Latency of one request</source>
        <translation>Latencia de una solicitud</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>Cost of the run, on-prem</source>
        <translation>Coste de la ejecución en equipos propios</translation>
    </message>
    <message>
        <source>Cost of the run in the cloud</source>
        <translation>Coste de la ejecución en la nube</translation>
    </message>
    <message>
        <source>Why the planner shows this layout</source>
        <translation>Por qué el planificador muestra esta configuración</translation>
    </message>
    <message>
        <source>closest (does not fit)</source>
        <translation>la más cercana (no cabe)</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Limitado por</translation>
    </message>
    <message>
        <source>The predicted MFU and what bounds the step: compute, memory-bound work, the pipeline bubble or communication</source>
        <translation>La MFU prevista y lo que limita el paso: el cómputo, el trabajo limitado por memoria, la burbuja del pipeline o la comunicación</translation>
    </message>
    <message>
        <source>%1 MFU; %2</source>
        <translation>%1 MFU; %2</translation>
    </message>
    <message>
        <source>Limited by %1</source>
        <translation>Limitado por %1</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanPanel</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>Search the layouts for the current scenario</source>
        <translation>Buscar configuraciones para el escenario actual</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Apply to Scenario</source>
        <translation>&amp;Aplicar al escenario</translation>
    </message>
    <message>
        <source>Load the selected layout into the scenario (or double-click a row)</source>
        <translation>Cargar la configuración seleccionada en el escenario (o doble clic en una fila)</translation>
    </message>
    <message>
        <source>The scenario has changed since this plan was run: press Run to update it.</source>
        <translation>El escenario ha cambiado desde que se ejecutó este plan: pulse Ejecutar para actualizarlo.</translation>
    </message>
    <message>
        <source>Tick the GPU types to compare and press Run.</source>
        <translation>Marque los tipos de GPU que comparar y pulse Ejecutar.</translation>
    </message>
    <message>
        <source>GPU types</source>
        <translation>Tipos de GPU</translation>
    </message>
    <message>
        <source>The GPU types to compare. None ticked: the scenario&apos;s GPU.</source>
        <translation>Los tipos de GPU que comparar. Si no hay ninguno marcado: la GPU del escenario.</translation>
    </message>
    <message>
        <source>Counts searched: powers of two and multiples of 8 up to this, plus the scenario&apos;s own</source>
        <translation>Cantidades exploradas: potencias de dos y múltiplos de 8 hasta este valor, más la del escenario</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Which end of the front comes first</source>
        <translation>Qué extremo del frente va primero</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nube</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>Propio</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source> days</source>
        <translation> días</translation>
    </message>
    <message>
        <source>Keep only layouts that finish within this many days</source>
        <translation>Conservar solo las configuraciones que terminan en este número de días</translation>
    </message>
    <message>
        <source>Keep only layouts that cost at most this (USD) on the cost basis</source>
        <translation>Conservar solo las configuraciones que cuestan como máximo esto (USD) según la base de coste</translation>
    </message>
    <message>
        <source>Memory to keep free on each GPU</source>
        <translation>Memoria que dejar libre en cada GPU</translation>
    </message>
    <message>
        <source>Largest tensor-parallel size (8: one node)</source>
        <translation>Mayor tamaño de paralelismo tensorial (8: un nodo)</translation>
    </message>
    <message>
        <source>Largest pipeline-parallel size</source>
        <translation>Mayor tamaño de paralelismo de pipeline</translation>
    </message>
    <message>
        <source>Largest micro-batch tried</source>
        <translation>Mayor microlote probado</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>Máx. GPU</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Base de coste</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Plazo</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Margen</translation>
    </message>
    <message>
        <source>Max TP</source>
        <translation>Máx. TP</translation>
    </message>
    <message>
        <source>Max PP</source>
        <translation>Máx. PP</translation>
    </message>
    <message>
        <source>Max micro-batch</source>
        <translation>Microlote máx.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (from the scenario)</source>
        <translation>%1 (del escenario)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>Cancelled: the table shows the previous results.</source>
        <translation>Cancelado: la tabla muestra los resultados anteriores.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>%1 layouts searched (%2 skipped as too big), %3 fit, %4 within the deadline and budget. %5 on the front. Took %6.</source>
        <translation>%1 configuraciones exploradas (%2 omitidas por demasiado grandes), %3 caben, %4 dentro del plazo y del presupuesto. %5 en el frente. Tardó %6.</translation>
    </message>
    <message>
        <source>No layout fits in memory with %1 kept free.</source>
        <translation>Ninguna configuración cabe en memoria dejando %1 libres.</translation>
    </message>
    <message>
        <source>No layout fits in memory.</source>
        <translation>Ninguna configuración cabe en memoria.</translation>
    </message>
    <message>
        <source>The closest, %1, needs %2 per GPU where %3 is usable (the grey row).</source>
        <translation>La más cercana, %1, necesita %2 por GPU cuando hay %3 utilizables (la fila gris).</translation>
    </message>
    <message>
        <source>%1 layouts searched.</source>
        <translation>%1 configuraciones exploradas.</translation>
    </message>
    <message>
        <source>%1 layouts fit in memory, but none finishes within the deadline and the budget: relax one of them.</source>
        <translation>%1 configuraciones caben en memoria, pero ninguna cumple el plazo y el presupuesto: relaje uno de los dos.</translation>
    </message>
</context>
<context>
    <name>headroom::app::PracticePanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Mostrar solución</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Su respuesta:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>The scenario has no valid estimate: fix it to get questions on it.</source>
        <translation>El escenario no tiene una estimación válida: corríjalo para obtener preguntas sobre él.</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Puntuación: %1 de %2</translation>
    </message>
    <message>
        <source>Answer, or press Show Solution, to see the figure worked out with this question&apos;s numbers, and its chart.</source>
        <translation>Responda, o pulse Mostrar solución, para ver la cifra calculada con los números de esta pregunta y su gráfico.</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>Model states per GPU: %1 without ZeRO, %2 with ZeRO-%3; the saving is %1 − %2 = %4.</source>
        <translation>Estados del modelo por GPU: %1 sin ZeRO, %2 con ZeRO-%3; el ahorro es %1 − %2 = %4.</translation>
    </message>
    <message>
        <source>(weights + gradients + master weights + optimizer states) / N, before sharding = %1.</source>
        <translation>(pesos + gradientes + pesos maestros + estados del optimizador) / N, antes de fragmentar = %1.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Forget the answers given so far (kept between runs)</source>
        <translation>Olvidar las respuestas dadas hasta ahora (se conservan entre sesiones)</translation>
    </message>
    <message>
        <source>e.g. 118, 14 GB or 8.4e22</source>
        <translation>p. ej. 118, 14 GB o 8.4e22</translation>
    </message>
    <message>
        <source>Interview: 10 random questions, 15 minutes</source>
        <translation>Entrevista: 10 preguntas al azar, 15 minutos</translation>
    </message>
    <message>
        <source>Save Summary…</source>
        <translation>Guardar resumen…</translation>
    </message>
    <message>
        <source>The interview&apos;s questions, your answers, the engine&apos;s and the time taken, as Markdown</source>
        <translation>Las preguntas de la entrevista, sus respuestas, las del motor y el tiempo empleado, en Markdown</translation>
    </message>
    <message>
        <source>%1 of %2 · finished</source>
        <translation>%1 de %2 · terminada</translation>
    </message>
    <message>
        <source>%1 of %2 · %3 left</source>
        <translation>%1 de %2 · quedan %3</translation>
    </message>
    <message>
        <source>Interview over: %1 of %2 right in %3.</source>
        <translation>Entrevista terminada: %1 de %2 correctas en %3.</translation>
    </message>
    <message>
        <source># Headroom interview: %1 of %2 right</source>
        <translation># Entrevista de Headroom: %1 de %2 correctas</translation>
    </message>
    <message>
        <source>| # | Question | Your answer | Headroom&apos;s answer | Verdict | Seconds |</source>
        <translation>| # | Pregunta | Su respuesta | Respuesta de Headroom | Veredicto | Segundos |</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sin responder</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>too low</source>
        <translation>demasiado baja</translation>
    </message>
    <message>
        <source>too high</source>
        <translation>demasiado alta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
    </message>
    <message>
        <source>The question bank (over 100 questions, by topic and level), or questions on the scenario you are editing (they follow your edits)</source>
        <translation>El banco de preguntas (más de 100, por tema y nivel), o preguntas sobre el escenario que editas (siguen tus cambios)</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Todos los temas</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>The questions of one topic, for the bank and the interview</source>
        <translation>Las preguntas de un tema, para el banco y la entrevista</translation>
    </message>
    <message>
        <source>The questions of one level, for the bank and the interview</source>
        <translation>Las preguntas de un nivel, para el banco y la entrevista</translation>
    </message>
    <message>
        <source>No question of this topic at this level: choose another.</source>
        <translation>No hay preguntas de este tema en este nivel: elige otro.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Only %1 questions match this topic and level: the interview asks all of them, %2 in all.</source>
        <translation>Solo %1 preguntas corresponden a este tema y nivel: la entrevista las plantea todas, en %2 en total.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>End the interview and see the summary</source>
        <translation>Terminar la entrevista y ver el resumen</translation>
    </message>
    <message>
        <source>Interview: %1 of %2 right</source>
        <translation>Entrevista: %1 de %2 correctas</translation>
    </message>
</context>
<context>
    <name>headroom::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Binary: GiB, MiB (2³⁰ bytes)</source>
        <translation>Binario: GiB, MiB (2³⁰ bytes)</translation>
    </message>
    <message>
        <source>Decimal: GB, MB (10⁹ bytes)</source>
        <translation>Decimal: GB, MB (10⁹ bytes)</translation>
    </message>
    <message>
        <source>Memory units</source>
        <translation>Unidades de memoria</translation>
    </message>
    <message>
        <source>Shown with costs. Prices are entered and computed in US dollars.</source>
        <translation>Se muestra con los costes. Los precios se introducen y calculan en dólares estadounidenses.</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>Símbolo de moneda</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> por kWh</translation>
    </message>
    <message>
        <source>Electricity price for new scenarios</source>
        <translation>Precio de la electricidad para escenarios nuevos</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>The language of menus, charts and messages, and the number format. Applies at once.</source>
        <translation>El idioma de menús, gráficos y mensajes, y el formato de los números. Se aplica al momento.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>headroom::app::PresenterView</name>
    <message>
        <source>→ Space next · ← previous · Home/End · F full screen · Ctrl +/− text size · Esc leave</source>
        <translation>→ Espacio siguiente · ← anterior · Inicio/Fin · F pantalla completa · Ctrl +/− tamaño del texto · Esc salir</translation>
    </message>
    <message>
        <source>Headroom presenter</source>
        <translation>Presentador de Headroom</translation>
    </message>
    <message>
        <source>%1 — Headroom presenter</source>
        <translation>%1 — Presentador de Headroom</translation>
    </message>
    <message>
        <source>This presentation has no slides.</source>
        <translation>Esta presentación no tiene diapositivas.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario.</source>
        <translation>%1 no se aplica a este escenario.</translation>
    </message>
</context>
<context>
    <name>headroom::app::RooflineChartWidget</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;FLOPs: %3&lt;br&gt;Bytes moved: %4&lt;br&gt;Intensity: %5 FLOP/byte&lt;br&gt;Attainable: %6 (%7-bound)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;FLOPs: %3&lt;br&gt;Bytes movidos: %4&lt;br&gt;Intensidad: %5 FLOP/byte&lt;br&gt;Alcanzable: %6 (limitado por %7)</translation>
    </message>
    <message>
        <source> (pinned)</source>
        <translation> (fijado)</translation>
    </message>
</context>
<context>
    <name>headroom::app::RulesPanel</name>
    <message>
        <source>Rule of thumb</source>
        <translation>Regla práctica</translation>
    </message>
    <message>
        <source>The rule gives</source>
        <translation>La regla da</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exacto</translation>
    </message>
    <message>
        <source>Exact ÷ rule</source>
        <translation>Exacto ÷ regla</translation>
    </message>
    <message>
        <source>Misleading here?</source>
        <translation>¿Engañosa aquí?</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>The rules of thumb for %1 on %2 × %3, against the exact figures. A rule is misleading where it is off by more than a factor of 1.3 (the exact figure 30 % above it or 23 % below it).</source>
        <translation>Las reglas prácticas para %1 en %2 × %3, frente a las cifras exactas. Una regla es engañosa cuando se desvía más de un factor 1,3 (la cifra exacta un 30 % por encima o un 23 % por debajo).</translation>
    </message>
</context>
<context>
    <name>headroom::app::ServingPlanPanel</name>
    <message>
        <source>The cheapest fleet that serves a target output rate within the scenario&apos;s TTFT and TPOT limits (Serving section), for its model, prompt and output lengths: each GPU type, tensor-parallel size, weight format and KV cache format, with as many replicas as the target needs.</source>
        <translation>La flota más barata que sirve una tasa de salida objetivo dentro de los límites de TTFT y TPOT del escenario (sección Servicio), para su modelo y sus longitudes de prompt y de salida: cada tipo de GPU, tamaño de paralelismo tensorial, formato de pesos y de caché KV, con tantas réplicas como pida el objetivo.</translation>
    </message>
    <message>
        <source>The scenario changed since this search: press Find again.</source>
        <translation>El escenario cambió desde esta búsqueda: vuelva a buscar.</translation>
    </message>
    <message>
        <source>Use this fleet</source>
        <translation>Usar esta flota</translation>
    </message>
    <message>
        <source>Sets the scenario&apos;s GPU, GPU count, tensor parallel, weights and KV cache to the row&apos;s</source>
        <translation>Pone la GPU, el número de GPU, el paralelismo tensorial, los pesos y la caché KV del escenario en los de la fila</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/M cloud</source>
        <translation>$/M nube</translation>
    </message>
    <message>
        <source>$/M on-prem</source>
        <translation>$/M propio</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Secuencias</translation>
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
        <translation>Secuencias que se decodifican a la vez en cada réplica</translation>
    </message>
    <message>
        <source>Output tokens per second of the whole fleet</source>
        <translation>Tokens de salida por segundo de toda la flota</translation>
    </message>
    <message>
        <source>The whole fleet, rented, per hour</source>
        <translation>Toda la flota, alquilada, por hora</translation>
    </message>
    <message>
        <source>Cost per million output tokens on the cloud rate</source>
        <translation>Coste por millón de tokens de salida con la tarifa de la nube</translation>
    </message>
    <message>
        <source>Cost per million output tokens on the on-premises rate (purchase, power and hosting)</source>
        <translation>Coste por millón de tokens de salida con la tarifa propia (compra, energía y alojamiento)</translation>
    </message>
    <message>
        <source>GPU types</source>
        <translation>Tipos de GPU</translation>
    </message>
    <message>
        <source>The GPU types to compare. None ticked: the scenario&apos;s GPU.</source>
        <translation>Los tipos de GPU que comparar. Ninguno marcado: la GPU del escenario.</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>Output tokens per second the whole fleet sustains</source>
        <translation>Tokens de salida por segundo que sostiene toda la flota</translation>
    </message>
    <message>
        <source>Target output rate</source>
        <translation>Tasa de salida objetivo</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo tensorial</translation>
    </message>
    <message>
        <source>Find the cheapest fleet</source>
        <translation>Buscar la flota más barata</translation>
    </message>
    <message>
        <source>Set the target and press Find.</source>
        <translation>Fije el objetivo y pulse Buscar.</translation>
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
        <translation>sin límites de latencia</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>%1 fleets serve %2 tokens/s within %3. Cheapest: %4 × %5 (%6 replicas of TP %7, %8 weights, %9 KV cache) at %10.</source>
        <translation>%1 flotas sirven %2 tokens/s dentro de %3. La más barata: %4 × %5 (%6 réplicas de TP %7, pesos %8, caché KV %9) a %10.</translation>
    </message>
    <message>
        <source>the TPOT limit binds: even one sequence per replica decodes slower on these GPUs and formats</source>
        <translation>manda el límite de TPOT: incluso una secuencia por réplica decodifica más despacio en estas GPU y formatos</translation>
    </message>
    <message>
        <source>the TTFT limit binds: one prompt&apos;s prefill takes longer on these GPUs and formats</source>
        <translation>manda el límite de TTFT: el prefill de un prompt tarda más en estas GPU y formatos</translation>
    </message>
    <message>
        <source>the TTFT and TPOT limits together bind</source>
        <translation>mandan los límites de TTFT y TPOT juntos</translation>
    </message>
    <message>
        <source>the model does not fit in any of these GPUs and tensor-parallel sizes</source>
        <translation>el modelo no cabe en ninguna de estas GPU y tamaños de paralelismo tensorial</translation>
    </message>
    <message>
        <source>No fleet serves the target within %1: %2. Tick more GPU types, larger tensor-parallel sizes or smaller formats, or loosen the limits in the Serving section.</source>
        <translation>Ninguna flota sirve el objetivo dentro de %1: %2. Marque más tipos de GPU, más paralelismo tensorial o formatos más pequeños, o relaje los límites en la sección Servicio.</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/h-GPU</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Fecha del precio</translation>
    </message>
    <message>
        <source>The cloud rate one GPU of the row is costed at</source>
        <translation>La tarifa en la nube con la que se calcula una GPU de la fila</translation>
    </message>
    <message>
        <source>When the rate was read and how old it is today; marked when older than six months, a placeholder or Headroom&apos;s default</source>
        <translation>Cuándo se leyó la tarifa y su antigüedad hoy; marcada si tiene más de seis meses, es provisional o es el valor por defecto de Headroom</translation>
    </message>
    <message>
        <source>Check this price: %1</source>
        <translation>Compruebe este precio: %1</translation>
    </message>
</context>
<context>
    <name>headroom::app::SummaryStrip</name>
    <message>
        <source>Fits
%1 free per GPU</source>
        <translation>Cabe
%1 libres por GPU</translation>
    </message>
    <message>
        <source>Does not fit
short %1 per GPU</source>
        <translation>No cabe
faltan %1 por GPU</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>%1 use</source>
        <translation>%1 de uso</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>Horas-GPU</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>Training tokens per second, all GPUs</source>
        <translation>Tokens de entrenamiento por segundo, todas las GPU</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>Coste en la nube</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>Coste propio</translation>
    </message>
    <message>
        <source>Owning the GPUs for the run: depreciation, upkeep, power</source>
        <translation>GPU propias para la ejecución: amortización, mantenimiento, energía</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Primer token</translation>
    </message>
    <message>
        <source>Per token</source>
        <translation>Por token</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Output tokens per second, whole batch, all replicas</source>
        <translation>Tokens de salida por segundo, lote completo, todas las réplicas</translation>
    </message>
    <message>
        <source>Cloud / 1M tok</source>
        <translation>Nube / 1M tok</translation>
    </message>
    <message>
        <source>On-prem / 1M tok</source>
        <translation>Propio / 1M tok</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Cuello de botella</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Punto de equilibrio</translation>
    </message>
    <message>
        <source>Months of use at the chosen utilisation after which buying is cheaper</source>
        <translation>Meses de uso con la utilización elegida tras los que comprar sale más barato</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Fijado: %1</translation>
    </message>
    <message>
        <source>Per GPU: %1 used of %2</source>
        <translation>Por GPU: %1 usados de %2</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>Owning breaks even at %1 per GPU over the depreciation period (%2 utilisation); at your utilisation that is %3 months of use</source>
        <translation>Tener las GPU se amortiza a partir de %1 por GPU durante el periodo de amortización (%2 de utilización); con su utilización son %3 meses de uso</translation>
    </message>
    <message>
        <source>Cannot estimate
see the message in red</source>
        <translation>No se puede estimar
vea el mensaje en rojo</translation>
    </message>
    <message>
        <source>Owning never breaks even: the cloud costs less per GPU-hour even at full use</source>
        <translation>Tener las GPU nunca se amortiza: la nube cuesta menos por hora-GPU incluso con uso completo</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: predicted from the step&apos;s parts, or the fixed value you set</source>
        <translation>Utilización de FLOPs del modelo: prevista a partir de las partes del paso, o el valor fijo que haya indicado</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1 prevista</translation>
    </message>
    <message>
        <source>%1 fixed</source>
        <translation>%1 fija</translation>
    </message>
    <message>
        <source>Best format</source>
        <translation>Mejor formato</translation>
    </message>
    <message>
        <source>The most precise weight format that fits at this batch and context</source>
        <translation>El formato de pesos más preciso que cabe con este lote y contexto</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1 (%2 bits)</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>no cabe ninguno</translation>
    </message>
    <message>
        <source>To fit:</source>
        <translation>Para que quepa:</translation>
    </message>
    <message>
        <source>Apply this change: the engine estimated it and it fits</source>
        <translation>Aplicar este cambio: el motor lo ha calculado y cabe</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 muestras/s</translation>
    </message>
    <message>
        <source>Does not fit
the KV cache holds %1 sequences</source>
        <translation>No cabe
la caché KV admite %1 secuencias</translation>
    </message>
    <message>
        <source>Time to first token: the batch&apos;s prompts alone on a replica, no queue (the Serving tab shows it under load)</source>
        <translation>Tiempo hasta el primer token: los prompts del lote solos en una réplica, sin cola (la pestaña Servicio lo muestra con carga)</translation>
    </message>
    <message>
        <source>Time per output token: the batch&apos;s decode step alone on a replica (the Serving tab shows it under load)</source>
        <translation>Tiempo por token de salida: el paso de decodificación del lote solo en una réplica (la pestaña Servicio lo muestra con carga)</translation>
    </message>
    <message>
        <source>Cloud cost per million output tokens, served under load at the Serving tab&apos;s chosen point</source>
        <translation>Coste en la nube por millón de tokens de salida, servidos con carga en el punto elegido de la pestaña Servicio</translation>
    </message>
    <message>
        <source>On-prem cost per million output tokens, served under load at the Serving tab&apos;s chosen point</source>
        <translation>Coste propio por millón de tokens de salida, servidos con carga en el punto elegido de la pestaña Servicio</translation>
    </message>
    <message>
        <source>To finish sooner:</source>
        <translation>Para terminar antes:</translation>
    </message>
    <message>
        <source>Limited by %1.</source>
        <translation>Limitado por %1.</translation>
    </message>
    <message>
        <source>The pinned scenario&apos;s value</source>
        <translation>El valor del escenario fijado</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 más</translation>
    </message>
    <message>
        <source>The other changes the engine found: the row has no room for their buttons</source>
        <translation>Los demás cambios que encontró el motor: en la fila no caben sus botones</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GPU memory, time and cost for deep learning.</source>
        <translation>Memoria de GPU, tiempo y coste para el aprendizaje profundo.</translation>
    </message>
    <message>
        <source>A scenario (.headroom.json), a Hugging Face config.json or a .safetensors file to open.</source>
        <translation>Un escenario (.headroom.json), un config.json de Hugging Face o un archivo .safetensors que abrir.</translation>
    </message>
</context>
</TS>
