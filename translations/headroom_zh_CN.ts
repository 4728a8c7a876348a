<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>ChartText</name>
    <message>
        <source>%1 B</source>
        <comment>billions of a currency</comment>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>millions of a currency</comment>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 K</source>
        <comment>thousands of a currency</comment>
        <translation>%1 千</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1，%2 × %3</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>本场景</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>已固定</translation>
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
        <translation>混合 BF16</translation>
    </message>
    <message>
        <source>Mixed FP16</source>
        <translation>混合 FP16</translation>
    </message>
    <message>
        <source>BF16 FP32-grad</source>
        <translation>BF16 FP32 梯度</translation>
    </message>
    <message>
        <source>Pure BF16</source>
        <translation>纯 BF16</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 混合</translation>
    </message>
    <message>
        <source>No recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>全部图表</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Model of %1 parameters</source>
        <translation>%1 参数的模型</translation>
    </message>
    <message>
        <source>GPU memory (%1)</source>
        <translation>GPU 显存（%1）</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>每 GPU 显存（%1）</translation>
    </message>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>每 GPU 显存：%1</translation>
    </message>
    <message>
        <source>%1, fits</source>
        <translation>%1，放得下</translation>
    </message>
    <message>
        <source>%1, does not fit</source>
        <translation>%1，放不下</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度（FLOP/字节）</translation>
    </message>
    <message>
        <source>Attainable performance (TFLOP/s)</source>
        <translation>可达性能（TFLOP/s）</translation>
    </message>
    <message>
        <source>Pinned scenario</source>
        <translation>已固定的场景</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>Memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <source>%1 peak %2</source>
        <translation>%1 峰值 %2</translation>
    </message>
    <message>
        <source>Ridge point (%1 FLOP/byte)</source>
        <translation>拐点（%1 FLOP/字节）</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>拐点</translation>
    </message>
    <message>
        <source>Roofline: %1</source>
        <translation>屋顶线：%1</translation>
    </message>
    <message>
        <source>Cloud (pinned)</source>
        <translation>云端（已固定）</translation>
    </message>
    <message>
        <source>On-prem (pinned)</source>
        <translation>自有（已固定）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Cloud, %1 per GPU</source>
        <translation>云端，每 GPU %1</translation>
    </message>
    <message>
        <source>On-prem (bought)</source>
        <translation>自有（购买）</translation>
    </message>
    <message>
        <source>Break-even after %1 months
%2 spent</source>
        <translation>%1 个月后盈亏平衡
已花费 %2</translation>
    </message>
    <message>
        <source>Owning never breaks even at this usage</source>
        <translation>按此用量，拥有永远无法盈亏平衡</translation>
    </message>
    <message>
        <source>Months at %1 utilisation</source>
        <translation>利用率 %1 下的月数</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Cloud against buying one GPU</source>
        <translation>云端 vs. 购买一块 GPU</translation>
    </message>
    <message>
        <source>Cloud against buying %1 GPUs</source>
        <translation>云端 vs. 购买 %1 块 GPU</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>Your usage</source>
        <translation>您的用量</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Cloud, %1</source>
        <translation>云端，%1</translation>
    </message>
    <message>
        <source>Your usage: %1, %2</source>
        <translation>您的用量：%1，%2</translation>
    </message>
    <message>
        <source>Break-even at %1 utilisation</source>
        <translation>利用率 %1 时的盈亏平衡</translation>
    </message>
    <message>
        <source>Owning never breaks even, even at 100 % use</source>
        <translation>即使 100% 使用，拥有也永远无法盈亏平衡</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (%1)</source>
        <translation>每 GPU 小时成本（%1）</translation>
    </message>
    <message>
        <source>Cost per GPU-hour against utilisation</source>
        <translation>每 GPU 小时成本与利用率的关系</translation>
    </message>
    <message>
        <source>Nothing to write</source>
        <translation>没有可写入的内容</translation>
    </message>
    <message>
        <source>Cannot encode the image</source>
        <translation>无法编码图像</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>一步</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Step time: %1</source>
        <translation>每步时间：%1</translation>
    </message>
    <message>
        <source>A fixed MFU counts the whole step as compute: untick &quot;Fixed MFU&quot; to predict its parts</source>
        <translation>固定 MFU 把整步都算作计算：取消勾选“固定 MFU”即可预测各组成部分</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>显存放得下</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU 每秒 token 数</translation>
    </message>
    <message>
        <source>Scaling %1 on %2</source>
        <translation>%1 在 %2 上的扩展性</translation>
    </message>
    <message>
        <source>Training time (days)</source>
        <translation>训练时间（天）</translation>
    </message>
    <message>
        <source>Cloud cost (%1)</source>
        <translation>云成本（%1）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Time against cost as GPUs are added</source>
        <translation>增加 GPU 时的时间与成本</translation>
    </message>
    <message>
        <source>%1 GPUs: %2, %3</source>
        <translation>%1 块 GPU：%2，%3</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Meets the limits</source>
        <translation>满足限制</translation>
    </message>
    <message>
        <source>Breaks a limit</source>
        <translation>违反限制</translation>
    </message>
    <message>
        <source>Chosen concurrency</source>
        <translation>选定的并发数</translation>
    </message>
    <message>
        <source>Time-per-token limit</source>
        <translation>每 token 时间上限</translation>
    </message>
    <message>
        <source>Concurrency limited by the KV memory (%1 sequences)</source>
        <translation>并发数受 KV 显存限制（%1 条序列）</translation>
    </message>
    <message>
        <source>Concurrency limited by the time-to-first-token limit</source>
        <translation>并发数受首 token 时间上限限制</translation>
    </message>
    <message>
        <source>Concurrency limited by the time-per-token limit</source>
        <translation>并发数受每 token 时间上限限制</translation>
    </message>
    <message>
        <source>Concurrency as set in the scenario</source>
        <translation>并发数按场景设定</translation>
    </message>
    <message>
        <source>No concurrency meets the limits: even one sequence breaks them</source>
        <translation>没有并发数能满足限制：连一条序列都达不到</translation>
    </message>
    <message>
        <source>Serving applies to inference: choose the Inference mode</source>
        <translation>服务适用于推理：请选择推理模式</translation>
    </message>
    <message>
        <source>The model does not fit: nothing to serve</source>
        <translation>模型放不下：无法提供服务</translation>
    </message>
    <message>
        <source>Throughput against speed, by concurrency</source>
        <translation>吞吐量与速度（按并发数）</translation>
    </message>
    <message>
        <source>Output tokens/s per user (faster to the right)</source>
        <translation>每用户每秒输出 token 数（越往右越快）</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每 GPU 每秒输出 token 数</translation>
    </message>
    <message>
        <source>Serving %1</source>
        <translation>服务：%1</translation>
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
        <translation>每步时间适用于训练。
推理请看“屋顶线”和“服务”标签页。</translation>
    </message>
    <message>
        <source>No GPU count can take this layout.</source>
        <translation>没有任何 GPU 数量能采用这种并行布局。</translation>
    </message>
    <message>
        <source>Scaling applies to training.
For inference see the Serving tab.</source>
        <translation>扩展性适用于训练。
推理请看“服务”标签页。</translation>
    </message>
    <message>
        <source>GPUs (more data-parallel replicas)</source>
        <translation>GPU 数（增加数据并行副本）</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 tokens/s each
MFU %3 (fixed)</source>
        <translation>%1 块 GPU：每块 %2 token/s
MFU %3（固定）</translation>
    </message>
    <message>
        <source>A fixed MFU keeps tokens/s per GPU flat: untick &quot;Fixed MFU&quot; to predict how it scales</source>
        <translation>固定 MFU 使每 GPU 的 token/s 保持不变：取消勾选“固定 MFU”即可预测扩展情况</translation>
    </message>
    <message>
        <source>Days (log scale)</source>
        <translation>天（对数刻度）</translation>
    </message>
    <message>
        <source>Throughput limited by the prefill pool (%1 busy): more sequences only slow each user; give prefill more replicas</source>
        <translation>吞吐量受预填充池限制（忙碌 %1）：更多序列只会拖慢每个用户；请给预填充更多副本</translation>
    </message>
    <message>
        <source>Disaggregated: %1 prefill + %2 decode replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s per GPU</source>
        <translation>分离式：%1 个预填充 + %2 个解码副本，KV 传递 %3；合并部署时同样的 GPU 每 GPU 可达 %4 token/s</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2</source>
        <translation>权重 %1，KV 缓存 %2</translation>
    </message>
    <message>
        <source>%1, base weights %2</source>
        <translation>%1，基础权重 %2</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>张量 %1 × 流水线 %2 × 数据 %3</translation>
    </message>
    <message>
        <source>, context %1</source>
        <translation>，上下文 %1</translation>
    </message>
    <message>
        <source>, expert %1</source>
        <translation>，专家 %1</translation>
    </message>
    <message>
        <source>, ZeRO-%1</source>
        <translation>，ZeRO-%1</translation>
    </message>
    <message>
        <source>batch %1, prompt %2 + output %3 tokens</source>
        <translation>批次 %1，提示 %2 + 输出 %3 个 token</translation>
    </message>
    <message>
        <source>micro-batch %1, global batch %2, sequence %3</source>
        <translation>微批次 %1，全局批次 %2，序列 %3</translation>
    </message>
    <message>
        <source>%1 · %2, %3 · %4 · %5</source>
        <translation>%1 · %2，%3 · %4 · %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 weights</source>
        <translation>%1 权重</translation>
    </message>
    <message>
        <source>%1 KV cache</source>
        <translation>%1 KV 缓存</translation>
    </message>
    <message>
        <source>TP %1, %2 replicas</source>
        <translation>TP %1，%2 个副本</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>%1 sequences: %2 tokens/s per GPU, %3 per user
TTFT %4, TPOT %5
%6 per 1M output tokens, %7 per 1M input tokens</source>
        <translation>%1 条序列：每 GPU %2 token/s，每用户 %3
TTFT %4，TPOT %5
每百万输出 token %6，每百万输入 token %7</translation>
    </message>
    <message>
        <source>%1: %2 sequences, %3 tokens/s per GPU
TPOT %4; %5 per 1M output tokens</source>
        <translation>%1：%2 条序列，每 GPU %3 token/s
TPOT %4；每百万输出 token %5</translation>
    </message>
    <message>
        <source>No curve for %1: %2</source>
        <translation>%1 无曲线：%2</translation>
    </message>
    <message>
        <source>This scenario, by concurrency</source>
        <translation>本场景（按并发数）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Layouts for %1: time against cost</source>
        <translation>%1 的布局：时间与成本</translation>
    </message>
    <message>
        <source>No layout to plot</source>
        <translation>没有可绘制的布局</translation>
    </message>
    <message>
        <source>Latency per request</source>
        <translation>每请求延迟</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>自有成本</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>云端成本</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Fewest GPUs (off the front)</source>
        <translation>GPU 最少（不在前沿上）</translation>
    </message>
    <message>
        <source>Disaggregated, the split that serves most: %1 prefill + %2 decode replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s per GPU</source>
        <translation>分离式，吞吐最高的划分：%1 个预填充副本 + %2 个解码副本，KV 交接 %3；同置时相同 GPU 每 GPU 可达 %4 token/s</translation>
    </message>
    <message>
        <source>Memory timeline</source>
        <translation>内存时间线</translation>
    </message>
    <message>
        <source>Peak: %1</source>
        <translation>峰值：%1</translation>
    </message>
    <message>
        <source>Allocated per GPU (%1)</source>
        <translation>每 GPU 已分配（%1）</translation>
    </message>
    <message>
        <source>Time through one step (%1)</source>
        <translation>一个步骤内的时间（%1）</translation>
    </message>
    <message>
        <source>Time through one request (%1)</source>
        <translation>一个请求内的时间（%1）</translation>
    </message>
    <message>
        <source>Memory through one step on %1</source>
        <translation>%1 上一个步骤内的内存</translation>
    </message>
    <message>
        <source>Memory through one request on %1</source>
        <translation>%1 上一个请求内的内存</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chart&apos;s title: what, then the model and GPUs</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Peak %1: every part at once (the papers&apos; accounting)</source>
        <translation>峰值 %1：所有部分同时存在（论文的算法）</translation>
    </message>
    <message>
        <source>Peak %1 at %2
reserved %3, process %4</source>
        <translation>峰值 %1（%2）
预留 %3，进程 %4</translation>
    </message>
    <message>
        <source>No timeline: the scenario has no step to follow</source>
        <translation>无时间线：该场景没有可跟踪的步骤</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>Bubble: %1</source>
        <translation>气泡：%1</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Backward (input gradients)</source>
        <translation>反向（输入梯度）</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Weight gradients</source>
        <translation>权重梯度</translation>
    </message>
    <message>
        <source>Communication: %1</source>
        <translation>通信：%1</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>优化器：%1</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>第 %1 级</translation>
    </message>
    <message>
        <source>Stage %1 · %2</source>
        <translation>第 %1 级 · %2</translation>
    </message>
    <message>
        <source>Time in one step (%1)</source>
        <translation>一步之内的时间（%1）</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>交错式 1F1B</translation>
    </message>
    <message>
        <source>Zero-bubble (ZB-H1)</source>
        <translation>零气泡（ZB-H1）</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>Pipeline schedule: %1</source>
        <translation>流水线调度：%1</translation>
    </message>
    <message>
        <source>The pipeline schedule applies to training.</source>
        <translation>流水线调度仅适用于训练。</translation>
    </message>
    <message>
        <source>The schedule is drawn from the predicted step:
untick &quot;Fixed MFU&quot; to see it.</source>
        <translation>调度按预测的步时绘制：
取消勾选“固定 MFU”即可查看。</translation>
    </message>
    <message>
        <source>%1: p = %2, m = %3; bubble %4 of the pipeline&apos;s time</source>
        <translation>%1：p = %2，m = %3；气泡占流水线时间的 %4</translation>
    </message>
    <message>
        <source>%1: p = %2, v = %3, m = %4; bubble %5 = (p − 1)/(v·m + p − 1)</source>
        <translation>%1：p = %2，v = %3，m = %4；气泡 %5 = (p − 1)/(v·m + p − 1)</translation>
    </message>
    <message>
        <source>Drawn with %1 of the step&apos;s %2 micro-batches</source>
        <translation>按该步 %2 个微批次中的 %1 个绘制</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>KV 缓存 %1</translation>
    </message>
    <message>
        <source>%1 sequences at once, prompt %2 + output %3 tokens</source>
        <translation>同时 %1 个序列，提示 %2 + 输出 %3 个词元</translation>
    </message>
    <message>
        <source>Memory roof (%1)</source>
        <translation>带宽上限（%1）</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 tokens/s each
MFU %3; limited by %4</source>
        <translation>%1 个 GPU：每个 %2 词元/秒
MFU %3；受限于%4</translation>
    </message>
    <message>
        <source>Pinned GPU step</source>
        <translation>固定的 GPU 步</translation>
    </message>
    <message>
        <source>GPU step</source>
        <translation>GPU 步</translation>
    </message>
    <message>
        <source>Seconds per step (%1)</source>
        <translation>每步秒数（%1）</translation>
    </message>
    <message>
        <source>%1: sets the pace</source>
        <translation>%1：决定节奏</translation>
    </message>
    <message>
        <source>One step: %1, limited by %2</source>
        <translation>一步：%1，受限于%2</translation>
    </message>
    <message>
        <source>%1 · MFU %2 (predicted)</source>
        <translation>%1 · MFU %2（预测）</translation>
    </message>
    <message>
        <source>%1 · at a fixed MFU of %2</source>
        <translation>%1 · 固定 MFU 为 %2</translation>
    </message>
    <message>
        <source>, chunked loss</source>
        <translation>，分块损失</translation>
    </message>
    <message>
        <source>Published: %1, %2 (%3)</source>
        <comment>tier, cost per GPU-hour, date</comment>
        <translation>已公布：%1，%2（%3）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>, compiled loss</source>
        <translation>，编译的损失</translation>
    </message>
    <message>
        <source>Time through one step of %1 micro-batches (%2)</source>
        <translation>含 %1 个微批次的一步的时间 (%2)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Time through 1 of %1 micro-batches, pipeline steady state (%2)</source>
        <translation>%1 个微批次之一的时间，流水线稳态 (%2)</translation>
    </message>
    <message>
        <source>Micro-batches %1–%2, like the 2nd</source>
        <translation>微批次 %1–%2，同第 2 个</translation>
    </message>
    <message>
        <source>Full, %1 layers</source>
        <translation>完全重计算，%1 层</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Micro-batches %1–%2</source>
        <comment>a legend&apos;s short form</comment>
        <translation>微批次 %1–%2</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>时间（%1）</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>&#xa0;K</source>
        <comment>thousand</comment>
        <translation>&#xa0;千</translation>
    </message>
    <message>
        <source>&#xa0;M</source>
        <comment>million</comment>
        <translation>&#xa0;百万</translation>
    </message>
    <message>
        <source>&#xa0;T</source>
        <comment>trillion</comment>
        <translation>&#xa0;万亿</translation>
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
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 GPU-h</source>
        <translation>%1 GPU·时</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>&#xa0;B</source>
        <comment>billion</comment>
        <translation>&#xa0;十亿</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)</source>
        <translation>Headroom 场景 (*.headroom.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>a model of %1 parameters</source>
        <translation>%1 参数的模型</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Questions on this scenario</source>
        <translation>本场景的题目</translation>
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
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
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
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1（%2 参数）</translation>
    </message>
    <message>
        <source>How much memory per GPU does training %1 on %2 × %3 need, with micro-batch %4 and sequence %5?</source>
        <translation>在 %2 × %3 上训练 %1、微批次 %4、序列长度 %5 时，每 GPU 需要多少显存？</translation>
    </message>
    <message>
        <source>How many bytes per parameter do the model states of %1 take with %2 in %3: weights, gradients, master weights and optimizer states, before any sharding?</source>
        <translation>%1 使用 %2、以 %3 训练时，模型状态（权重、梯度、主权重和优化器状态）在分片前每参数占多少字节？</translation>
    </message>
    <message>
        <source>What does ZeRO-%1 save per GPU in model states when %2 is trained with %3 in %4 on %5 data-parallel GPUs, against plain data parallelism?</source>
        <translation>用 %3、以 %4 在 %5 块数据并行 GPU 上训练 %2 时，与普通数据并行相比，ZeRO-%1 每 GPU 能节省多少模型状态？</translation>
    </message>
    <message>
        <source>How much activation memory does one transformer layer of %1 keep per GPU at sequence %2 and micro-batch %3, with tensor parallelism %4?</source>
        <translation>%1 的一个 Transformer 层在序列长度 %2、微批次 %3、张量并行 %4 下，每 GPU 保留多少激活值显存？</translation>
    </message>
    <message>
        <source>How much activation memory per GPU does training %1 keep at sequence %2 and micro-batch %3?</source>
        <translation>训练 %1 时，在序列长度 %2、微批次 %3 下每 GPU 保留多少激活值显存？</translation>
    </message>
    <message>
        <source>How large is the KV cache of %1 for %2 sequences of %3 tokens, stored in %4?</source>
        <translation>%1 在 %2 条 %3 词元的序列下、以 %4 存储时，KV 缓存有多大？</translation>
    </message>
    <message>
        <source>How much memory do the weights of %1 take for inference in %2?</source>
        <translation>%1 以 %2 推理时，权重占多少显存？</translation>
    </message>
    <message>
        <source>How many FLOPs does training %1 on %2 tokens take?</source>
        <translation>用 %2 词元训练 %1 需要多少 FLOPs？</translation>
    </message>
    <message>
        <source>How long does training %1 on %2 tokens take on %3 × %4 at %5 MFU?</source>
        <translation>在 %3 × %4 上以 %5 MFU 用 %2 词元训练 %1 需要多久？</translation>
    </message>
    <message>
        <source>How many tokens per second, all sequences together, does %1 generate in %2 at batch %3 on %4 × %5 (%6 of memory bandwidth each)?</source>
        <translation>%1 以 %2、批次 %3 在 %4 × %5（每块显存带宽 %6）上，所有序列合计每秒生成多少词元？</translation>
    </message>
    <message>
        <source>Decoding %1 in %2 at batch %3 on %4: what limits the time per output token, and why?</source>
        <translation>在 %4 上以 %2、批次 %3 解码 %1：什么限制了每个输出词元的时间？为什么？</translation>
    </message>
    <message>
        <source>A %1 costs %2 to buy or %3 to rent. After how many GPU-hours of use is owning it cheaper than renting, counting server, power and upkeep?</source>
        <translation>一块 %1 购买价 %2，租用价 %3。计入服务器、电力和维护，使用多少 GPU 小时后拥有比租用更便宜？</translation>
    </message>
    <message>
        <source>server share %1</source>
        <translation>服务器占比 %1</translation>
    </message>
    <message>
        <source>%1 years of depreciation</source>
        <translation>%1 年折旧</translation>
    </message>
    <message>
        <source>upkeep %1 a year</source>
        <translation>每年维护 %1</translation>
    </message>
    <message>
        <source>%1 W board power, PUE %2, %3 per kWh</source>
        <translation>板卡功耗 %1 W，PUE %2，每 kWh %3</translation>
    </message>
    <message>
        <source>%1 utilisation</source>
        <translation>利用率 %1</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 each)</source>
        <translation>%1 × %2（每个 %3）</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>sequence %1</source>
        <translation>序列长度 %1</translation>
    </message>
    <message>
        <source>tensor %1 × pipeline %2</source>
        <translation>张量 %1 × 流水线 %2</translation>
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
        <translation>无 FlashAttention</translation>
    </message>
    <message>
        <source>%1 peak per GPU</source>
        <translation>每 GPU 峰值 %1</translation>
    </message>
    <message>
        <source>weights in %1</source>
        <translation>权重为 %1</translation>
    </message>
    <message>
        <source>KV cache in %1</source>
        <translation>KV 缓存（%1）</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批次 %1</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens</source>
        <translation>%1 个提示词元 + %2 个输出词元</translation>
    </message>
    <message>
        <source>tensor %1</source>
        <translation>张量 %1</translation>
    </message>
    <message>
        <source>kernels reach %1 of peak bandwidth</source>
        <translation>内核达到峰值带宽的 %1</translation>
    </message>
    <message>
        <source>%1 fixed overhead</source>
        <translation>%1 固定开销</translation>
    </message>
    <message>
        <source>Assume: %1.</source>
        <translation>假设：%1。</translation>
    </message>
    <message>
        <source>Memory bandwidth: every step reads all the weights once for 2 FLOPs per weight</source>
        <translation>显存带宽：每一步都要把所有权重读一遍，每个权重只做 2 次 FLOP</translation>
    </message>
    <message>
        <source>Compute: the batch does enough FLOPs per weight read to keep the tensor cores busy</source>
        <translation>计算：该批次每读取一个权重所做的 FLOPs 足以让张量核心保持忙碌</translation>
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
        <translation>字节</translation>
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
        <translation>天</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>周</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>thousand GPU-hours</source>
        <translation>千 GPU 小时</translation>
    </message>
    <message>
        <source>million GPU-hours</source>
        <translation>百万 GPU 小时</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU 天</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>%1 千</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>每小时 %1</translation>
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
        <translation>比例</translation>
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
        <translation>字节/参数</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>thousand tokens/s</source>
        <translation>千词元/秒</translation>
    </message>
    <message>
        <source>(plain number)</source>
        <translation>（纯数字）</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>千</translation>
    </message>
    <message>
        <source>million</source>
        <translation>百万</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>%1 bytes per parameter</source>
        <translation>每参数 %1 字节</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 词元/秒</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>Pick one of the answers.</source>
        <translation>请选择一个答案。</translation>
    </message>
    <message>
        <source>Not quite. It is: %1.</source>
        <translation>不太对。应为：%1。</translation>
    </message>
    <message>
        <source>Right: the exact figure is %1, and anything within ±%2 counts.</source>
        <translation>正确：精确值为 %1，±%2 以内都算对。</translation>
    </message>
    <message>
        <source>Too low: %1 is %2× below the exact figure, %3.</source>
        <translation>偏低：%1 比精确值 %3 低 %2×。</translation>
    </message>
    <message>
        <source>Too low: the exact figure is %1.</source>
        <translation>偏低：精确值为 %1。</translation>
    </message>
    <message>
        <source>Too high: %1 is %2× the exact figure, %3.</source>
        <translation>偏高：%1 是精确值 %3 的 %2×。</translation>
    </message>
    <message>
        <source>Too high: the exact figure is %1.</source>
        <translation>偏高：精确值为 %1。</translation>
    </message>
    <message>
        <source>%1× the weights</source>
        <translation>权重的 %1×</translation>
    </message>
    <message>
        <source>%1–%2× the weights</source>
        <translation>权重的 %1–%2×</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>No: within 30 %.</source>
        <translation>否：误差在 30% 以内。</translation>
    </message>
    <message>
        <source>Yes, %1× the rule</source>
        <translation>是，为经验值的 %1×</translation>
    </message>
    <message>
        <source>Yes, %1 below the rule</source>
        <translation>是，比经验值低 %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>activations and logits (%1) outweigh the model states (%2) at sequence %3 and micro-batch %4</source>
        <translation>在序列长度 %3、微批次 %4 下，激活值和 logits（%1）超过了模型状态（%2）</translation>
    </message>
    <message>
        <source>at this context, attention&apos;s 12·L·a·d·s is %1 of the FLOPs (sequence %2)</source>
        <translation>在此上下文长度下，注意力项 12·L·a·d·s 占 FLOPs 的 %1（序列长度 %2）</translation>
    </message>
    <message>
        <source>6·N counts matmul parameters only; the exact count here is lower</source>
        <translation>6·N 只计入矩阵乘法参数；此处的精确值更低</translation>
    </message>
    <message>
        <source>each decode step also reads the KV cache, %1 (%2 of the weights)</source>
        <translation>每个解码步还要读取 KV 缓存 %1（相当于权重的 %2）</translation>
    </message>
    <message>
        <source>at batch %1 the decode step is compute-bound: %2 of compute against %3 of weight and cache reads</source>
        <translation>批次 %1 时解码步受计算限制：计算 %2，而读取权重和缓存为 %3</translation>
    </message>
    <message>
        <source>the weights are in %1, %2 bytes per parameter</source>
        <translation>权重为 %1，每参数 %2 字节</translation>
    </message>
    <message>
        <source>tensor parallelism %1 splits the weights over the GPUs</source>
        <translation>张量并行 %1 将权重切分到各 GPU</translation>
    </message>
    <message>
        <source>ZeRO-%1 and tensor parallelism %2 divide the states over the GPUs</source>
        <translation>ZeRO-%1 和张量并行 %2 将状态分摊到各 GPU</translation>
    </message>
    <message>
        <source>only %1 of %2 experts are active per token</source>
        <translation>每个词元只激活 %2 个专家中的 %1 个</translation>
    </message>
    <message>
        <source>%1 with %2 keeps %3 bytes per parameter of model states, %4× the weights alone, and activations and overhead add %5</source>
        <translation>%1 搭配 %2 的模型状态每参数占 %3 字节，是权重本身的 %4×，激活值和开销再增加 %5</translation>
    </message>
    <message>
        <source>%1 with %2 keeps %3 bytes per parameter</source>
        <translation>%1 搭配 %2 每参数占 %3 字节</translation>
    </message>
    <message>
        <source>real kernels reach about %1 of the peak bandwidth</source>
        <translation>实际内核约能达到峰值带宽的 %1</translation>
    </message>
    <message>
        <source>Training %1 with %2 pipeline stages, %3 virtual stages per GPU and %4 micro-batches per step: what share of the micro-batches&apos; time does the pipeline bubble add?</source>
        <translation>用 %2 个流水线级、每 GPU %3 个虚拟级、每步 %4 个微批次训练 %1：流水线气泡在微批次时间之外额外增加了多大比例？</translation>
    </message>
    <message>
        <source>How long does reducing %1 of gradients across the data-parallel GPUs of %2 × %3 take once per step, before any overlap with the backward pass?</source>
        <translation>在 %2 × %3 的数据并行 GPU 之间每步归约一次 %1 的梯度，在与反向传播重叠之前需要多长时间？</translation>
    </message>
    <message>
        <source>With tensor parallelism %1 on %2, how long do one layer&apos;s tensor-parallel collectives take per micro-batch, forward and backward, before any overlap?</source>
        <translation>在 %2 上使用张量并行 %1 时，一层的张量并行集合通信在每个微批次的前向和反向中（不计重叠）需要多长时间？</translation>
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
        <translation>字节/秒</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>每 token %1</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>步的 %1</translation>
    </message>
    <message>
        <source>full recomputation keeps only each layer&apos;s input</source>
        <translation>完全重计算只保留每层的输入</translation>
    </message>
    <message>
        <source>without recomputation the attention scores are kept (5·a·s²·b)</source>
        <translation>不重计算时保留注意力分数（5·a·s²·b）</translation>
    </message>
    <message>
        <source>tensor parallelism %1 splits most of the layer</source>
        <translation>张量并行 %1 切分了层的大部分</translation>
    </message>
    <message>
        <source>%1 KV heads for %2 query heads</source>
        <translation>%2 个查询头对应 %1 个 KV 头</translation>
    </message>
    <message>
        <source>the MLP is %1 wide%2</source>
        <translation>MLP 宽 %1%2</translation>
    </message>
    <message>
        <source> and gated</source>
        <translation>，且带门控</translation>
    </message>
    <message>
        <source>each token visits %1 experts</source>
        <translation>每个 token 访问 %1 个专家</translation>
    </message>
    <message>
        <source>the layer differs from GPT&apos;s</source>
        <translation>该层与 GPT 的层不同</translation>
    </message>
    <message>
        <source>the rule assumes full recomputation (8·N FLOPs per token) at 40 % of peak; this run does %1 per token at %2 MFU</source>
        <translation>该规则假设完全重计算（每 token 8·N FLOPs）、达到峰值的 40 %；本次运行每 token %1，MFU 为 %2</translation>
    </message>
    <message>
        <source>communication, memory-bound work and the optimizer take %1 of the step beside the bubble</source>
        <translation>除气泡外，通信、受内存限制的计算和优化器占步的 %1</translation>
    </message>
    <message>
        <source>multi-head latent attention caches a %1-wide latent per layer, not K and V for every head</source>
        <translation>多头潜在注意力每层缓存宽 %1 的潜向量，而不是每个头的 K 和 V</translation>
    </message>
    <message>
        <source>linear-attention layers hold a constant state instead of a growing cache</source>
        <translation>线性注意力层保持恒定状态，而不是不断增长的缓存</translation>
    </message>
    <message>
        <source>sliding-window layers stop growing at %1 tokens</source>
        <translation>滑动窗口层在 %1 个 token 后不再增长</translation>
    </message>
    <message>
        <source>grouped-query attention caches %1 KV heads of %2</source>
        <translation>分组查询注意力缓存 %2 个头中的 %1 个 KV 头</translation>
    </message>
    <message>
        <source>the cache&apos;s width differs from the hidden size</source>
        <translation>缓存宽度与隐藏维度不同</translation>
    </message>
    <message>
        <source>the KV cache (%1), the batch&apos;s workspace and the overhead come on top of the weights</source>
        <translation>KV 缓存（%1）、批次的工作空间和开销叠加在权重之上</translation>
    </message>
    <message>
        <source>Enter a number, with or without its unit, such as 118, 14 GB or 8.4e22.</source>
        <translation>请输入数字，可带单位，例如 118、14 GB 或 8.4e22。</translation>
    </message>
    <message>
        <source>Why do GPUs train neural networks much faster than CPUs?</source>
        <translation>为什么 GPU 训练神经网络比 CPU 快得多？</translation>
    </message>
    <message>
        <source>Thousands of cores and tensor cores run the matrix multiplications in parallel</source>
        <translation>数千个核心和张量核心并行执行矩阵乘法</translation>
    </message>
    <message>
        <source>Their clocks are faster</source>
        <translation>它们的时钟频率更高</translation>
    </message>
    <message>
        <source>They have larger caches per core</source>
        <translation>它们每个核心的缓存更大</translation>
    </message>
    <message>
        <source>Training is mostly large matrix multiplications, which split into thousands of independent pieces; a GPU runs them at hundreds of TFLOP/s, a CPU at a few.</source>
        <translation>训练主要是大型矩阵乘法，可拆成数千个独立部分；GPU 以数百 TFLOP/s 运行，CPU 只有几 TFLOP/s。</translation>
    </message>
    <message>
        <source>What is a kernel&apos;s arithmetic intensity?</source>
        <translation>内核的算术强度是什么？</translation>
    </message>
    <message>
        <source>The FLOPs it does per second</source>
        <translation>它每秒执行的 FLOP</translation>
    </message>
    <message>
        <source>The FLOPs it does per byte it moves from memory</source>
        <translation>它每从内存搬运一个字节所做的 FLOP</translation>
    </message>
    <message>
        <source>The share of the peak it reaches</source>
        <translation>它达到峰值的比例</translation>
    </message>
    <message>
        <source>Intensity = FLOPs ÷ bytes read and written. Against the roofline&apos;s ridge (peak ÷ bandwidth) it tells whether compute or memory bounds the kernel.</source>
        <translation>强度 = FLOP ÷ 读写的字节数。与屋脊点（峰值 ÷ 带宽）比较，可知内核受计算还是内存限制。</translation>
    </message>
    <message>
        <source>A kernel&apos;s arithmetic intensity is below the GPU&apos;s ridge point. What bounds its speed?</source>
        <translation>某个内核的算术强度低于 GPU 的屋脊点。什么限制了它的速度？</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>The tensor cores&apos; peak</source>
        <translation>张量核心的峰值</translation>
    </message>
    <message>
        <source>The PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <source>Below the ridge the kernel cannot fetch bytes fast enough to keep the cores busy: its time is bytes ÷ bandwidth, as in decoding at a small batch.</source>
        <translation>在屋脊点以下，内核取数据的速度跟不上计算单元：其耗时为 字节数 ÷ 带宽，例如小批量解码。</translation>
    </message>
    <message>
        <source>What does ZeRO-3 shard over the data-parallel GPUs that ZeRO-2 keeps whole?</source>
        <translation>ZeRO-3 在数据并行 GPU 间切分了哪些 ZeRO-2 保留完整的东西？</translation>
    </message>
    <message>
        <source>The optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>The gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>The weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>ZeRO-1 shards the optimizer states, ZeRO-2 also the gradients, ZeRO-3 also the weights, gathering each layer&apos;s weights when it runs (Rajbhandari et al. 2020).</source>
        <translation>ZeRO-1 切分优化器状态，ZeRO-2 再切分梯度，ZeRO-3 再切分权重，并在每层运行时收集该层权重（Rajbhandari et al. 2020）。</translation>
    </message>
    <message>
        <source>What does activation recomputation trade?</source>
        <translation>激活重计算做了什么取舍？</translation>
    </message>
    <message>
        <source>Extra forward compute for less activation memory</source>
        <translation>用额外的前向计算换取更少的激活显存</translation>
    </message>
    <message>
        <source>Less compute for more memory</source>
        <translation>用更多显存换取更少计算</translation>
    </message>
    <message>
        <source>Lower precision for less memory</source>
        <translation>用更低精度换取更少显存</translation>
    </message>
    <message>
        <source>Only some activations are kept; the rest are computed again in the backward pass. Full recomputation adds about one forward pass: 8·N instead of 6·N FLOPs per token.</source>
        <translation>只保留部分激活，其余在反向传播时重新计算。完全重计算约多一次前向：每词元 8·N 而非 6·N FLOP。</translation>
    </message>
    <message>
        <source>Why does multi-head latent attention (DeepSeek-V3) cache less than grouped-query attention?</source>
        <translation>为什么多头潜在注意力（DeepSeek-V3）的缓存比分组查询注意力更小？</translation>
    </message>
    <message>
        <source>It keeps the cache in 4 bits</source>
        <translation>它用 4 位存储缓存</translation>
    </message>
    <message>
        <source>It caches one compressed latent per token and layer instead of K and V per head</source>
        <translation>每个词元每层只缓存一个压缩的潜向量，而不是每个头的 K 和 V</translation>
    </message>
    <message>
        <source>It drops tokens older than a window</source>
        <translation>它丢弃超出窗口的旧词元</translation>
    </message>
    <message>
        <source>MLA rebuilds K and V from a 512-wide latent plus a 64-wide RoPE key, so a token costs 576 values per layer (DeepSeek-V2 §2.1).</source>
        <translation>MLA 由 512 维潜向量加 64 维 RoPE 键重建 K 和 V，因此每个词元每层只占 576 个值（DeepSeek-V2 §2.1）。</translation>
    </message>
    <message>
        <source>How does a sliding-window layer&apos;s KV cache grow with the context?</source>
        <translation>滑动窗口层的 KV 缓存如何随上下文增长？</translation>
    </message>
    <message>
        <source>With the context up to the window, then it stays constant</source>
        <translation>在达到窗口大小前随上下文增长，之后保持不变</translation>
    </message>
    <message>
        <source>Linearly without limit</source>
        <translation>无限线性增长</translation>
    </message>
    <message>
        <source>Quadratically</source>
        <translation>二次增长</translation>
    </message>
    <message>
        <source>A layer that attends to the last W tokens needs only their keys and values: min(context, W) tokens.</source>
        <translation>只关注最近 W 个词元的层只需要它们的键和值：min(上下文, W) 个词元。</translation>
    </message>
    <message>
        <source>In mixed-precision training with Adam, what is kept in FP32?</source>
        <translation>使用 Adam 的混合精度训练中，哪些以 FP32 保存？</translation>
    </message>
    <message>
        <source>The activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>The master weights and the optimizer&apos;s moments</source>
        <translation>主权重和优化器的动量</translation>
    </message>
    <message>
        <source>The gradients exchanged between GPUs</source>
        <translation>GPU 之间交换的梯度</translation>
    </message>
    <message>
        <source>Weights and gradients in 16 bits (2 + 2 bytes), an FP32 master copy and two FP32 moments (12 bytes): 16 bytes per parameter (ZeRO §3.1).</source>
        <translation>16 位的权重和梯度（2 + 2 字节），FP32 主权重副本和两个 FP32 动量（12 字节）：每参数 16 字节（ZeRO §3.1）。</translation>
    </message>
    <message>
        <source>What does QLoRA keep in 4 bits?</source>
        <translation>QLoRA 用 4 位存储什么？</translation>
    </message>
    <message>
        <source>The frozen base model&apos;s weights</source>
        <translation>冻结的基座模型权重</translation>
    </message>
    <message>
        <source>The LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>QLoRA quantises the frozen base weights to NF4 and trains 16-bit LoRA adapters; only the adapters have gradients and optimizer states (Dettmers et al. 2023).</source>
        <translation>QLoRA 把冻结的基座权重量化为 NF4，并训练 16 位 LoRA 适配器；只有适配器有梯度和优化器状态（Dettmers et al. 2023）。</translation>
    </message>
    <message>
        <source>Why is BF16 preferred to FP16 for training?</source>
        <translation>为什么训练时更偏好 BF16 而不是 FP16？</translation>
    </message>
    <message>
        <source>It is more precise</source>
        <translation>它更精确</translation>
    </message>
    <message>
        <source>It takes fewer bytes</source>
        <translation>它占用更少字节</translation>
    </message>
    <message>
        <source>It has FP32&apos;s exponent range, so no loss scaling is needed</source>
        <translation>它具有 FP32 的指数范围，因此无需损失缩放</translation>
    </message>
    <message>
        <source>BF16 keeps FP32&apos;s 8 exponent bits with 7 mantissa bits; FP16 has 5 exponent bits, so small gradients underflow unless the loss is scaled.</source>
        <translation>BF16 保留 FP32 的 8 位指数和 7 位尾数；FP16 只有 5 位指数，因此若不缩放损失，小梯度会下溢。</translation>
    </message>
    <message>
        <source>What does FP8 training need that BF16 training does not?</source>
        <translation>FP8 训练需要哪些 BF16 训练不需要的东西？</translation>
    </message>
    <message>
        <source>Scaling factors per tensor or block, to fit values into FP8&apos;s range</source>
        <translation>按张量或分块的缩放因子，使数值落入 FP8 的范围</translation>
    </message>
    <message>
        <source>FP32 activations</source>
        <translation>FP32 激活</translation>
    </message>
    <message>
        <source>Twice the weight memory</source>
        <translation>两倍的权重显存</translation>
    </message>
    <message>
        <source>FP8 (E4M3, E5M2) has so little range that each tensor is scaled into it, the scale taken from recent maxima (Micikevicius et al. 2022).</source>
        <translation>FP8（E4M3、E5M2）的取值范围很小，每个张量都需缩放到其中，缩放因子取自最近的最大值（Micikevicius et al. 2022）。</translation>
    </message>
    <message>
        <source>What most limits a consumer GPU such as the RTX 4090 for training large models?</source>
        <translation>对 RTX 4090 这样的消费级 GPU 来说，训练大模型最大的限制是什么？</translation>
    </message>
    <message>
        <source>It has no tensor cores</source>
        <translation>它没有张量核心</translation>
    </message>
    <message>
        <source>24 GB of memory and no NVLink between cards</source>
        <translation>24 GB 显存，且卡间没有 NVLink</translation>
    </message>
    <message>
        <source>Its low clock speed</source>
        <translation>它的时钟频率低</translation>
    </message>
    <message>
        <source>Its compute is close to a datacenter GPU&apos;s, but its memory caps the model size and several cards share PCIe for their communication.</source>
        <translation>其算力接近数据中心 GPU，但显存限制了模型大小，多卡之间只能共享 PCIe 通信。</translation>
    </message>
    <message>
        <source>Why is tensor parallelism kept within one NVLink domain?</source>
        <translation>为什么张量并行要限制在一个 NVLink 域内？</translation>
    </message>
    <message>
        <source>Its all-reduces run in every layer and need NVLink&apos;s bandwidth</source>
        <translation>它的 all-reduce 在每一层都要执行，需要 NVLink 的带宽</translation>
    </message>
    <message>
        <source>PCIe cannot reach another GPU&apos;s memory</source>
        <translation>PCIe 无法访问另一块 GPU 的显存</translation>
    </message>
    <message>
        <source>NVLink uses less power</source>
        <translation>NVLink 更省电</translation>
    </message>
    <message>
        <source>Tensor parallelism exchanges activations several times per layer and micro-batch; over a slower network that time is exposed.</source>
        <translation>张量并行在每层每个微批次都要多次交换激活；在较慢的网络上这部分时间无法被隐藏。</translation>
    </message>
    <message>
        <source>Training a small CNN on JPEGs, the GPUs wait for data. What is the likeliest cause?</source>
        <translation>用 JPEG 图像训练小型 CNN 时 GPU 在等数据。最可能的原因是什么？</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>The gradient all-reduce</source>
        <translation>梯度 all-reduce</translation>
    </message>
    <message>
        <source>CPU decoding and augmentation of the images</source>
        <translation>CPU 对图像的解码与增强</translation>
    </message>
    <message>
        <source>A CPU core decodes and augments a few hundred images per second; a fast GPU consumes thousands, so the cores bind first.</source>
        <translation>一个 CPU 核每秒只能解码和增强几百张图像，而快速的 GPU 每秒消耗数千张，因此 CPU 核先成为瓶颈。</translation>
    </message>
    <message>
        <source>What do prefetching data-loader workers hide?</source>
        <translation>预取数据的 data-loader 进程隐藏了什么？</translation>
    </message>
    <message>
        <source>Reading and decoding the next batch behind the current step</source>
        <translation>在当前步进行时读取并解码下一批数据</translation>
    </message>
    <message>
        <source>Writing checkpoints</source>
        <translation>写入检查点</translation>
    </message>
    <message>
        <source>With prefetching a step takes the slowest of the GPU step and the input stages, not their sum.</source>
        <translation>有了预取，每一步的时间取 GPU 计算步与各输入阶段中最慢者，而不是它们之和。</translation>
    </message>
    <message>
        <source>What does plain data parallelism keep on every GPU?</source>
        <translation>普通数据并行在每块 GPU 上保存什么？</translation>
    </message>
    <message>
        <source>A full copy of the model and its optimizer states</source>
        <translation>模型及其优化器状态的完整副本</translation>
    </message>
    <message>
        <source>A slice of every layer</source>
        <translation>每一层的一个切片</translation>
    </message>
    <message>
        <source>A group of consecutive layers</source>
        <translation>一组连续的层</translation>
    </message>
    <message>
        <source>Each GPU holds the whole model and trains on its share of the batch; the gradients are averaged every step. Slices are tensor parallelism, layer groups pipeline parallelism.</source>
        <translation>每块 GPU 持有完整模型，并在自己那份批次上训练；梯度每步取平均。切片是张量并行，层组是流水线并行。</translation>
    </message>
    <message>
        <source>What shrinks the pipeline bubble?</source>
        <translation>什么能缩小流水线气泡？</translation>
    </message>
    <message>
        <source>More pipeline stages</source>
        <translation>更多流水线阶段</translation>
    </message>
    <message>
        <source>More micro-batches per step, or interleaved stages</source>
        <translation>每步更多微批次，或交错的流水线阶段</translation>
    </message>
    <message>
        <source>A larger learning rate</source>
        <translation>更大的学习率</translation>
    </message>
    <message>
        <source>The bubble is (p − 1)/(v·m) of the step: more micro-batches m or virtual stages v shrink it, more stages p grow it (Narayanan et al. 2021).</source>
        <translation>气泡占每步的 (p − 1)/(v·m)：更多微批次 m 或虚拟阶段 v 使其变小，更多阶段 p 使其变大（Narayanan et al. 2021）。</translation>
    </message>
    <message>
        <source>What does expert parallelism send between GPUs?</source>
        <translation>专家并行在 GPU 之间传送什么？</translation>
    </message>
    <message>
        <source>Tokens to the GPUs holding their experts and back (all-to-all)</source>
        <translation>把词元发送到其专家所在的 GPU 再发回（all-to-all）</translation>
    </message>
    <message>
        <source>Every expert&apos;s weights each step</source>
        <translation>每一步传送所有专家的权重</translation>
    </message>
    <message>
        <source>Only the router&apos;s gradients</source>
        <translation>只有路由器的梯度</translation>
    </message>
    <message>
        <source>Experts stay where they are; each token is dispatched to the GPUs of its chosen experts and combined back, in every MoE layer.</source>
        <translation>专家保持不动；在每个 MoE 层中，每个词元被分发到其所选专家所在的 GPU，再汇总回来。</translation>
    </message>
    <message>
        <source>In a ring all-reduce of G bytes over n GPUs, how much does each GPU send?</source>
        <translation>在 n 块 GPU 上对 G 字节做环形 all-reduce，每块 GPU 发送多少数据？</translation>
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
        <translation>reduce-scatter 和 all-gather 每块 GPU 各发送 (n − 1)/n·G，因此无论 n 多大，每块 GPU 的通信量都接近 2·G。</translation>
    </message>
    <message>
        <source>When does buying GPUs beat renting them?</source>
        <translation>什么时候买 GPU 比租更划算？</translation>
    </message>
    <message>
        <source>When they stay busy for most of their useful life</source>
        <translation>当它们在大部分使用寿命内都保持忙碌时</translation>
    </message>
    <message>
        <source>For short, occasional runs</source>
        <translation>用于短期、偶尔的训练</translation>
    </message>
    <message>
        <source>Whenever the cloud price is above zero</source>
        <translation>只要云价格高于零</translation>
    </message>
    <message>
        <source>Owning costs depreciation, power and upkeep whether the GPUs are used or not; it pays once the GPU-hours used pass the break-even hours.</source>
        <translation>自有 GPU 无论是否使用都要承担折旧、电费和维护；当使用的 GPU 小时超过盈亏平衡小时后才划算。</translation>
    </message>
    <message>
        <source>What does model FLOPs utilisation (MFU) measure?</source>
        <translation>模型 FLOP 利用率（MFU）衡量什么？</translation>
    </message>
    <message>
        <source>Memory used against capacity</source>
        <translation>已用显存占容量的比例</translation>
    </message>
    <message>
        <source>The model&apos;s FLOPs per second against the GPUs&apos; peak</source>
        <translation>模型每秒 FLOP 与 GPU 峰值之比</translation>
    </message>
    <message>
        <source>The share of GPUs that are busy</source>
        <translation>忙碌 GPU 的比例</translation>
    </message>
    <message>
        <source>MFU = model FLOPs per token × tokens per second ÷ (GPUs × peak); recomputation does not count (Chowdhery et al. 2022, PaLM).</source>
        <translation>MFU = 每词元模型 FLOP × 每秒词元数 ÷（GPU 数 × 峰值）；重计算不计入（Chowdhery et al. 2022，PaLM）。</translation>
    </message>
    <message>
        <source>Why is a training step&apos;s MFU well below 100 %?</source>
        <translation>为什么训练步的 MFU 远低于 100 %？</translation>
    </message>
    <message>
        <source>Kernels run below peak, and exposed communication and the bubble add time</source>
        <translation>内核达不到峰值，且暴露的通信和气泡会增加时间</translation>
    </message>
    <message>
        <source>GPUs throttle to save power</source>
        <translation>GPU 为省电而降频</translation>
    </message>
    <message>
        <source>Python overhead alone</source>
        <translation>仅仅是 Python 开销</translation>
    </message>
    <message>
        <source>Matrix multiplications reach 60–80 % of peak, attention and memory-bound work less, and communication that is not overlapped adds to the step.</source>
        <translation>矩阵乘法可达峰值的 60–80 %，注意力和受内存限制的运算更低，未被重叠的通信还会拉长每一步。</translation>
    </message>
    <message>
        <source>What does time to first token (TTFT) measure?</source>
        <translation>首词元时间（TTFT）衡量什么？</translation>
    </message>
    <message>
        <source>The wait from a request to its first output token, mostly the prompt&apos;s prefill</source>
        <translation>从请求到第一个输出词元的等待，主要是提示词的预填充</translation>
    </message>
    <message>
        <source>The time between two output tokens</source>
        <translation>两个输出词元之间的时间</translation>
    </message>
    <message>
        <source>The time to load the model</source>
        <translation>加载模型的时间</translation>
    </message>
    <message>
        <source>TTFT covers queueing and the prompt&apos;s prefill; the time per output token (TPOT) is each decode step after it.</source>
        <translation>TTFT 包括排队和提示词预填充；每输出词元时间（TPOT）是之后的每个解码步。</translation>
    </message>
    <message>
        <source>Why does a larger batch raise decode tokens per second per GPU?</source>
        <translation>为什么更大的批次能提高每 GPU 每秒解码词元数？</translation>
    </message>
    <message>
        <source>The sequences get shorter</source>
        <translation>序列变短</translation>
    </message>
    <message>
        <source>The clocks go up</source>
        <translation>时钟频率升高</translation>
    </message>
    <message>
        <source>One read of the weights serves every sequence in the batch</source>
        <translation>读取一次权重即可服务批次中的所有序列</translation>
    </message>
    <message>
        <source>Decoding a small batch is bound by reading the weights; each added sequence adds its KV reads and FLOPs but shares the weight read, until compute binds.</source>
        <translation>小批量解码受限于读取权重；每增加一条序列只增加其 KV 读取和 FLOP，却共享权重读取，直到计算成为瓶颈。</translation>
    </message>
    <message>
        <source>What caps how many sequences one serving replica decodes at once?</source>
        <translation>什么限制了一个服务副本同时解码的序列数？</translation>
    </message>
    <message>
        <source>The KV-cache memory left after the weights</source>
        <translation>扣除权重后剩余的 KV 缓存显存</translation>
    </message>
    <message>
        <source>The number of streaming multiprocessors</source>
        <translation>流式多处理器（SM）的数量</translation>
    </message>
    <message>
        <source>The PCIe bandwidth</source>
        <translation>PCIe 带宽</translation>
    </message>
    <message>
        <source>Each sequence holds its KV cache for its whole context: the memory left after weights, workspace and overhead, divided by one sequence&apos;s cache, is the limit.</source>
        <translation>每条序列在整个上下文期间都占用其 KV 缓存：扣除权重、工作区和开销后剩余的显存除以单条序列的缓存，就是上限。</translation>
    </message>
    <message>
        <source>Why does speculative decoding speed up generation?</source>
        <translation>为什么投机解码能加速生成？</translation>
    </message>
    <message>
        <source>It skips checking the draft&apos;s tokens</source>
        <translation>它跳过对草稿词元的验证</translation>
    </message>
    <message>
        <source>The large model checks several drafted tokens in one memory-bound step</source>
        <translation>大模型在一次受内存限制的步中验证多个草稿词元</translation>
    </message>
    <message>
        <source>It lowers the precision</source>
        <translation>它降低了精度</translation>
    </message>
    <message>
        <source>A small draft proposes k tokens; the target verifies them in one pass that reads its weights once, accepting several tokens per step on average without changing the output.</source>
        <translation>小型草稿模型提出 k 个词元；目标模型在一次只读取一遍权重的前向中验证它们，平均每步接受多个词元，且不改变输出。</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long do %4 CPU cores take to decode and augment one step&apos;s %5 images per node?</source>
        <translation>在 %2 × %3 上训练 %1：%4 个 CPU 核解码并增强每个节点一步的 %5 张图像需要多长时间？</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does reading one step&apos;s %4 samples per node take from storage at %5/s?</source>
        <translation>在 %2 × %3 上训练 %1：以 %5/s 从存储读取每个节点一步的 %4 个样本需要多长时间？</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does copying one step&apos;s decoded inputs to one GPU over PCIe take?</source>
        <translation>在 %2 × %3 上训练 %1：经 PCIe 把一步解码后的输入拷贝到一块 GPU 需要多长时间？</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: how long does writing one checkpoint of the model states take at %4/s?</source>
        <translation>在 %2 × %3 上训练 %1：以 %4/s 写入一次模型状态检查点需要多长时间？</translation>
    </message>
    <message>
        <source>Why GPUs</source>
        <translation>为什么用 GPU</translation>
    </message>
    <message>
        <source>Memory rules</source>
        <translation>显存规则</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>GPU classes</source>
        <translation>GPU 类别</translation>
    </message>
    <message>
        <source>Data loading</source>
        <translation>数据加载</translation>
    </message>
    <message>
        <source>Multi-GPU</source>
        <translation>多 GPU</translation>
    </message>
    <message>
        <source>Cloud or on-premises</source>
        <translation>云端还是自建</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>基础</translation>
    </message>
    <message>
        <source>Practitioner</source>
        <translation>进阶</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>题库</translation>
    </message>
    <message>
        <source>How much memory does one %1 have?</source>
        <translation>一块 %1 有多少显存？</translation>
    </message>
    <message>
        <source>What is the peak memory bandwidth of one %1?</source>
        <translation>一块 %1 的峰值内存带宽是多少？</translation>
    </message>
    <message>
        <source>What is the dense BF16 peak of one %1, without sparsity?</source>
        <translation>一块 %1 的 BF16 稠密峰值（不含稀疏）是多少？</translation>
    </message>
    <message>
        <source>At how many FLOPs per byte of memory traffic does a BF16 kernel on %1 stop being memory-bound (the roofline&apos;s ridge)?</source>
        <translation>在 %1 上，BF16 内核每字节内存访问达到多少 FLOP 时不再受内存带宽限制（屋脊点）？</translation>
    </message>
    <message>
        <source>How fast is the %1&apos;s link to other GPUs (%2), per GPU and direction?</source>
        <translation>%1 与其他 GPU 的互连（%2）每 GPU 每方向有多快？</translation>
    </message>
    <message>
        <source>How many bytes does one value take in %1?</source>
        <translation>%1 中一个值占多少字节？</translation>
    </message>
    <message>
        <source>How many FLOPs does training %1 take per token, forward and backward?</source>
        <translation>训练 %1 每个词元需要多少 FLOP（前向加反向）？</translation>
    </message>
    <message>
        <source>What MFU does training %1 on %2 × %3 reach, as predicted from its step?</source>
        <translation>在 %2 × %3 上训练 %1，根据其步时间预测的 MFU 是多少？</translation>
    </message>
    <message>
        <source>How long does one training step of %1 on %2 × %3 take, with a global batch of %4 sequences of %5 tokens?</source>
        <translation>在 %2 × %3 上训练 %1，全局批次为 %4 条 %5 词元的序列，一个训练步需要多长时间？</translation>
    </message>
    <message>
        <source>Training %1 on %2 × %3: once inputs and checkpoints are counted, what sets the pace of a step?</source>
        <translation>在 %2 × %3 上训练 %1：计入输入和检查点后，是什么决定了每一步的速度？</translation>
    </message>
    <message>
        <source>What does training %1 on %2 tokens on %3 × %4 cost on GPUs you own, at %5 per GPU for depreciation, power and upkeep?</source>
        <translation>在自有 GPU 上（折旧、电费和维护合计每 GPU %5）在 %3 × %4 上用 %2 词元训练 %1 要花多少钱？</translation>
    </message>
    <message>
        <source>What does training %1 on %2 tokens on %3 × %4 cost in the cloud at %5 per GPU?</source>
        <translation>在云上以每 GPU %5 在 %3 × %4 上用 %2 词元训练 %1 要花多少钱？</translation>
    </message>
    <message>
        <source>How many GPU-hours does training %1 on %2 tokens on %3 × %4 take?</source>
        <translation>在 %3 × %4 上用 %2 词元训练 %1 需要多少 GPU 小时？</translation>
    </message>
    <message>
        <source>Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens): how many sequences fit in one replica&apos;s KV memory?</source>
        <translation>在 %3 × %4 上以 %2 部署 %1（%5 提示词元 + %6 输出词元）：一个副本的 KV 显存能容纳多少条序列？</translation>
    </message>
    <message>
        <source>Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens) with as many sequences as the KV memory holds:</source>
        <translation>在 %3 × %4 上以 %2 部署 %1（%5 提示词元 + %6 输出词元），并发序列数达到 KV 显存上限：</translation>
    </message>
    <message>
        <source>what is the time per output token?</source>
        <translation>每输出词元时间是多少？</translation>
    </message>
    <message>
        <source>what is the time to first token?</source>
        <translation>首词元时间是多少？</translation>
    </message>
    <message>
        <source>how many output tokens per second does each GPU produce?</source>
        <translation>每块 GPU 每秒产生多少输出词元？</translation>
    </message>
    <message>
        <source>what do a million output tokens cost in the cloud?</source>
        <translation>在云上每百万输出词元要花多少钱？</translation>
    </message>
    <message>
        <source>global batch %1</source>
        <translation>全局批次 %1</translation>
    </message>
    <message>
        <source>storage reads %1/s per node</source>
        <translation>存储读取每节点 %1/s</translation>
    </message>
    <message>
        <source>%1 CPU cores per node at %2 images/s each</source>
        <translation>每节点 %1 个 CPU 核，每核 %2 张图像/秒</translation>
    </message>
    <message>
        <source>a checkpoint every %1 steps, written at %2/s</source>
        <translation>每 %1 步一个检查点，写入速度 %2/s</translation>
    </message>
    <message>
        <source>loader workers prefetch behind the step</source>
        <translation>数据加载进程在计算步背后预取</translation>
    </message>
    <message>
        <source>no prefetching</source>
        <translation>无预取</translation>
    </message>
    <message>
        <source>as many sequences as the KV memory holds</source>
        <translation>并发序列数达到 KV 显存上限</translation>
    </message>
    <message>
        <source>The GPUs&apos; own step</source>
        <translation>GPU 自身的计算步</translation>
    </message>
    <message>
        <source>Reading from storage</source>
        <translation>从存储读取</translation>
    </message>
    <message>
        <source>The host-to-GPU copy over PCIe</source>
        <translation>经 PCIe 从主机到 GPU 的拷贝</translation>
    </message>
    <message>
        <source>CPU decoding and augmentation</source>
        <translation>CPU 解码与数据增强</translation>
    </message>
    <message>
        <source>FLOP per byte</source>
        <translation>FLOP/字节</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 FLOP per byte</source>
        <translation>每字节 %1 FLOP</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 条序列</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>From the catalog: %1 has %2 of memory at %3/s and a dense BF16 peak of %4; link between GPUs: %5.</source>
        <translation>来自目录：%1 有 %2 显存、带宽 %3/s，BF16 稠密峰值 %4；GPU 间互连：%5。</translation>
    </message>
    <message>
        <source>From the catalog: %1 has %2 of memory at %3/s, a dense BF16 peak of %4 and %5 at %6/s per GPU.</source>
        <translation>来自目录：%1 有 %2 显存、带宽 %3/s，BF16 稠密峰值 %4，互连 %5 每 GPU %6/s。</translation>
    </message>
    <message>
        <source>Ridge = peak ÷ bandwidth = %1 ÷ %2/s = %3: below it a kernel waits for memory, above it for the tensor cores.</source>
        <translation>屋脊点 = 峰值 ÷ 带宽 = %1 ÷ %2/s = %3：低于它内核等待内存，高于它则等待张量核心。</translation>
    </message>
    <message>
        <source>%1 stores a value in %2 bits: %3.</source>
        <translation>%1 用 %2 位存储一个值：%3。</translation>
    </message>
    <message>
        <source>KV memory per GPU after weights, workspace and overhead ÷ one sequence&apos;s KV cache (16-token pages) = %1 ÷ %2 = %3.</source>
        <translation>每 GPU 扣除权重、工作区和开销后的 KV 显存 ÷ 单条序列的 KV 缓存（16 词元分页）= %1 ÷ %2 = %3。</translation>
    </message>
    <message>
        <source>Each step decodes every sequence (%1) and carries the arriving prompts&apos; share of prefill (%2): TPOT = %1 + %2 = %3 at %4 sequences.</source>
        <translation>每一步解码所有序列（%1），并分担到达提示词的预填充（%2）：TPOT = %1 + %2 = %3（%4 条序列）。</translation>
    </message>
    <message>
        <source>TTFT = half a step of waiting + the prompt&apos;s prefill (%1) + one step (%2) = %3 at %4 sequences.</source>
        <translation>TTFT = 半步等待 + 提示词预填充（%1）+ 一步（%2）= %3（%4 条序列）。</translation>
    </message>
    <message>
        <source>%1 sequences ÷ TPOT %2 ÷ GPUs per replica %3 = %4 per GPU.</source>
        <translation>%1 条序列 ÷ TPOT %2 ÷ 每副本 GPU 数 %3 = 每 GPU %4。</translation>
    </message>
    <message>
        <source>%1 per GPU ÷ (%2 tokens/s per GPU × 3,600 s) × 1,000,000 = %3.</source>
        <translation>每 GPU %1 ÷（每 GPU %2 词元/秒 × 3,600 秒）× 1,000,000 = %3。</translation>
    </message>
    <message>
        <source>priced as an API prices input apart, what do a million input tokens cost in the cloud?</source>
        <translation>若像 API 那样单独为输入计价，一百万个输入 token 在云端要花多少钱？</translation>
    </message>
    <message>
        <source>Prefill takes %1 of each step&apos;s GPU time; %2 per GPU × %1 ÷ (%3 prompt tokens/s per GPU × 3,600 s) × 1,000,000 = %4. The rest of the GPU time is the output tokens&apos; price.</source>
        <translation>预填充占每步 GPU 时间的 %1；每 GPU %2 × %1 ÷（每 GPU 每秒 %3 个提示 token × 3,600 秒）× 1,000,000 = %4。其余 GPU 时间计入输出 token 的价格。</translation>
    </message>
    <message>
        <source>What dense %1 peak does the roofline of one %2 take, without sparsity?</source>
        <translation>一块 %2 的屋顶线取多少稠密 %1 峰值（不计稀疏）？</translation>
    </message>
    <message>
        <source>How many accelerators share one scale-up domain (the fast link, %1) when %2 is deployed as designed?</source>
        <translation>按设计部署 %2 时，有多少块加速器共享一个纵向扩展域（高速互连 %1）？</translation>
    </message>
    <message>
        <source> Its FP8 peak is %1: INT8 models run faster converted to FP8 on this part.</source>
        <translation> 其 FP8 峰值为 %1：在这款硬件上，把 INT8 模型转换为 FP8 运行更快。</translation>
    </message>
    <message>
        <source> Its FP16 peak is the same %1: FP8 saves memory and bandwidth here, not compute time.</source>
        <translation> 其 FP16 峰值同为 %1：在这里 FP8 节省的是显存和带宽，而不是计算时间。</translation>
    </message>
    <message>
        <source>From the catalog: %1&apos;s dense %2 peak is %3.</source>
        <translation>来自目录：%1 的稠密 %2 峰值为 %3。</translation>
    </message>
    <message>
        <source>From the catalog: %1 GPUs share %2 at %3/s per GPU and direction; beyond them traffic takes the slower scale-out network.</source>
        <translation>来自目录：%1 块 GPU 共享 %2，每块 GPU 每个方向 %3/s；超出此范围的流量走较慢的横向扩展网络。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>unit after a count</comment>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>The Schedule tab draws one step of %1 with %2 pipeline stages, %3 model chunks per stage and %4 micro-batches. What share of the pipeline&apos;s time, summed over the stages, is bubble?</source>
        <translation>“调度”选项卡绘制了 %1 的一步：%2 个流水线级、每级 %3 个模型块、%4 个微批次。按所有级合计，流水线时间中气泡占多少？</translation>
    </message>
    <message>
        <source>The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. With %4 chunks per stage instead (interleaved), what share of the pipeline&apos;s time would be bubble?</source>
        <translation>“调度”选项卡绘制了 %1 个流水线级、每级 %2 个模型块和 %3 个微批次。如果每级改为 %4 个模型块（交错），流水线时间中气泡会占多少？</translation>
    </message>
    <message>
        <source>The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. With %4 micro-batches per step instead, what share of the pipeline&apos;s time would be bubble?</source>
        <translation>“调度”选项卡绘制了 %1 个流水线级、每级 %2 个模型块和 %3 个微批次。如果每步改为 %4 个微批次，流水线时间中气泡会占多少？</translation>
    </message>
    <message>
        <source>Bubble = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4: each stage idles p − 1 micro-batches&apos; time (÷ v when interleaved) while the pipeline fills and drains, against m of work. More micro-batches or more chunks shrink it.</source>
        <translation>气泡 = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4：流水线填充和排空时，每一级空闲 p − 1 个微批次的时间（交错时 ÷ v），而工作量为 m 个微批次。更多的微批次或更多的模型块会使其变小。</translation>
    </message>
    <message>
        <source>the frozen weights need no weight gradients: the backward pass computes only the input gradients, so adapters cost about 4·N·D, not 6·N·D (%1 here)</source>
        <translation>冻结的权重不需要权重梯度：反向传播只计算输入梯度，因此适配器约为 4·N·D，而非 6·N·D（此处为 %1）</translation>
    </message>
</context>
<context>
    <name>PresentationText</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1，%2 × %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a slide&apos;s chart, then what it shows</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>先保存对 %1 的更改吗？</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The last valid estimate: fix the field in red to update it</source>
        <translation>上一次有效的估算：修正红色字段即可更新</translation>
    </message>
    <message>
        <source>Not updated: %1</source>
        <translation>未更新：%1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>每词元激活参数</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations per layer</source>
        <translation>每层激活值</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits 与损失</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>FLOPs per token (model)</source>
        <translation>每词元 FLOPs（模型）</translation>
    </message>
    <message>
        <source>FLOPs per token (hardware)</source>
        <translation>每词元 FLOPs（硬件）</translation>
    </message>
    <message>
        <source>Total training FLOPs</source>
        <translation>训练总 FLOPs</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首词元时间</translation>
    </message>
    <message>
        <source>Decode step, memory time</source>
        <translation>解码步，访存时间</translation>
    </message>
    <message>
        <source>Decode step, compute time</source>
        <translation>解码步，计算时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出词元时间</translation>
    </message>
    <message>
        <source>Tokens per second (aggregate)</source>
        <translation>每秒词元数（合计）</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>可容纳的最大批次</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>云端成本</translation>
    </message>
    <message>
        <source>On-prem cost per GPU-hour</source>
        <translation>每 GPU 小时自有成本</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>自有成本</translation>
    </message>
    <message>
        <source>Break-even GPU-hours</source>
        <translation>盈亏平衡 GPU 小时</translation>
    </message>
    <message>
        <source>6·N per trained token, 2·N per generated token</source>
        <translation>每个训练词元 6·N，每个生成词元 2·N</translation>
    </message>
    <message>
        <source>8·N with full recomputation</source>
        <translation>完全重计算时为 8·N</translation>
    </message>
    <message>
        <source>decode tokens/s ≈ bandwidth / model bytes</source>
        <translation>解码词元/秒 ≈ 带宽 / 模型字节数</translation>
    </message>
    <message>
        <source>every decode step reads all the weights once</source>
        <translation>每个解码步都要把所有权重读一遍</translation>
    </message>
    <message>
        <source>purchase price / cloud price per hour</source>
        <translation>购买价 / 每小时云端价格</translation>
    </message>
    <message>
        <source>Does not fit in the GPU&apos;s memory.</source>
        <translation>GPU 显存放不下。</translation>
    </message>
    <message>
        <source>This GPU has no tensor units for the chosen precision; time uses the next slower peak.</source>
        <translation>此 GPU 没有所选精度的张量单元；时间按次一级的较慢峰值计算。</translation>
    </message>
    <message>
        <source>This GPU has no FP8 tensor cores; time uses the BF16/FP16 peak.</source>
        <translation>此 GPU 没有 FP8 张量核心；时间按 BF16/FP16 峰值计算。</translation>
    </message>
    <message>
        <source>Activation memory of a model given only as a parameter count is unknown: set activation bytes per sample.</source>
        <translation>仅给出参数量的模型，其激活值显存未知：请设置每样本激活字节数。</translation>
    </message>
    <message>
        <source>The sequence is longer than the model&apos;s trained context.</source>
        <translation>序列长度超过了模型训练时的上下文长度。</translation>
    </message>
    <message>
        <source>The global batch is not a multiple of micro-batch × data-parallel size; it is rounded down.</source>
        <translation>全局批次不是微批次 × 数据并行度的整数倍；将向下取整。</translation>
    </message>
    <message>
        <source>Fewer micro-batches than pipeline stages: the pipeline bubble wastes most of the time.</source>
        <translation>微批次数少于流水线级数：流水线气泡浪费了大部分时间。</translation>
    </message>
    <message>
        <source>The layers do not divide evenly into pipeline stages; the first stage holds the larger share.</source>
        <translation>层数不能均分到流水线各级；第一级承担较多的层。</translation>
    </message>
    <message>
        <source>There are fewer KV heads than tensor-parallel GPUs; KV heads are replicated.</source>
        <translation>KV 头数少于张量并行 GPU 数；KV 头将被复制。</translation>
    </message>
    <message>
        <source>Sequence parallelism has no effect without tensor parallelism.</source>
        <translation>没有张量并行时，序列并行不起作用。</translation>
    </message>
    <message>
        <source>The cloud price is below the on-prem power cost alone: owning never breaks even.</source>
        <translation>云端价格低于自有硬件的电费本身：拥有永远无法盈亏平衡。</translation>
    </message>
    <message>
        <source>QLoRA is usually run with full activation recomputation.</source>
        <translation>QLoRA 通常配合完全激活重计算使用。</translation>
    </message>
    <message>
        <source>ZeRO shards across data-parallel replicas; with a single replica it saves nothing.</source>
        <translation>ZeRO 在数据并行副本间分片；只有一个副本时不节省任何显存。</translation>
    </message>
    <message>
        <source>This GPU&apos;s board power is not published; energy cost is left out.</source>
        <translation>此 GPU 的板卡功耗未公开；不计能耗成本。</translation>
    </message>
    <message>
        <source>Cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>Not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>Wrong type</source>
        <translation>类型错误</translation>
    </message>
    <message>
        <source>Missing field</source>
        <translation>缺少字段</translation>
    </message>
    <message>
        <source>Unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>Unknown value</source>
        <translation>未知值</translation>
    </message>
    <message>
        <source>Value out of range</source>
        <translation>值超出范围</translation>
    </message>
    <message>
        <source>Impossible combination</source>
        <translation>不可能的组合</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Model: %1 (%2 parameters, %3 trainable)</source>
        <translation>模型：%1（%2 参数，%3 可训练）</translation>
    </message>
    <message>
        <source>Hardware: %1 × %2 (tensor %3, pipeline %4, data %5, ZeRO-%6)</source>
        <translation>硬件：%1 × %2（张量 %3，流水线 %4，数据 %5，ZeRO-%6）</translation>
    </message>
    <message>
        <source>Memory per GPU: %1 of %2 — %3</source>
        <translation>每 GPU 显存：%1 / %2 — %3</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>放得下，剩余 %1</translation>
    </message>
    <message>
        <source>does NOT fit, short by %1</source>
        <translation>放不下，还差 %1</translation>
    </message>
    <message>
        <source>Compute: %1 per token, %2 in total over %3 tokens</source>
        <translation>计算量：每词元 %1，%3 个词元共 %2</translation>
    </message>
    <message>
        <source>Training time: %1 (%2, %3 tokens/s)</source>
        <translation>训练时间：%1（%2，%3 词元/秒）</translation>
    </message>
    <message>
        <source>Cost: cloud %1, on-prem %2, energy %3 kWh</source>
        <translation>成本：云端 %1，自有 %2，能耗 %3 kWh</translation>
    </message>
    <message>
        <source>Throughput: %1 tokens/s per sequence, %2 tokens/s in aggregate; largest batch %3, longest context %4</source>
        <translation>吞吐量：每序列 %1 词元/秒，合计 %2 词元/秒；最大批次 %3，最长上下文 %4</translation>
    </message>
    <message>
        <source>Cost per million tokens: cloud %1, on-prem %2</source>
        <translation>每百万词元成本：云端 %1，自有 %2</translation>
    </message>
    <message>
        <source>Break-even: %1 per GPU (%2 utilisation over the depreciation period)</source>
        <translation>盈亏平衡：每 GPU %1（折旧期内利用率 %2）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source># Headroom estimate: %1 on %2 × %3</source>
        <translation># Headroom 估算：%1，运行于 %2 × %3</translation>
    </message>
    <message>
        <source>| Figure | Formula | With the numbers | Result | Rule of thumb |</source>
        <translation>| 指标 | 公式 | 代入数值 | 结果 | 经验法则 |</translation>
    </message>
    <message>
        <source>## Sources</source>
        <translation>## 来源</translation>
    </message>
    <message>
        <source>## Warnings</source>
        <translation>## 警告</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>实际为 %1</translation>
    </message>
    <message>
        <source>, got %1</source>
        <translation>，实际为 %1</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>JSON 对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a non-empty string</source>
        <translation>非空字符串</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>值均为字符串的对象</translation>
    </message>
    <message>
        <source>an array of non-negative integers</source>
        <translation>非负整数数组</translation>
    </message>
    <message>
        <source>[begin, end]</source>
        <translation>[begin, end]</translation>
    </message>
    <message>
        <source>valid JSON (the error is at line %1, byte %2)</source>
        <translation>有效的 JSON（错误位于第 %1 行第 %2 字节）</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>有效的 JSON</translation>
    </message>
    <message>
        <source>valid JSON nested at most %1 levels deep</source>
        <translation>嵌套不超过 %1 层的有效 JSON</translation>
    </message>
    <message>
        <source>a readable file</source>
        <translation>可读取的文件</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>普通文件</translation>
    </message>
    <message>
        <source>a file of at most %1 bytes</source>
        <translation>不超过 %1 字节的文件</translation>
    </message>
    <message>
        <source>a header of at most %1 bytes</source>
        <translation>不超过 %1 字节的文件头</translation>
    </message>
    <message>
        <source>at least %1 bytes</source>
        <translation>至少 %1 字节</translation>
    </message>
    <message>
        <source>a header length within the file (%1 bytes)</source>
        <translation>不超出文件大小（%1 字节）的文件头长度</translation>
    </message>
    <message>
        <source>a readable safetensors header</source>
        <translation>可读取的 safetensors 文件头</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 至 %2 之间的数字</translation>
    </message>
    <message>
        <source>a number above %1 and at most %2</source>
        <translation>大于 %1 且不超过 %2 的数字</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1 至 %2 之间的整数</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>非负整数</translation>
    </message>
    <message>
        <source>a positive integer</source>
        <translation>正整数</translation>
    </message>
    <message>
        <source>a positive number</source>
        <translation>正数</translation>
    </message>
    <message>
        <source>a non-negative number</source>
        <translation>非负数</translation>
    </message>
    <message>
        <source>a number from 0 to 1</source>
        <translation>0 至 1 之间的数字</translation>
    </message>
    <message>
        <source>a fraction from 0 up to, not including, 1</source>
        <translation>0 至 1 之间的比例（含 0，不含 1）</translation>
    </message>
    <message>
        <source>0, or a number from %1 to %2</source>
        <translation>0，或 %1 至 %2 之间的数字</translation>
    </message>
    <message>
        <source>a model of at most %1 parameters</source>
        <translation>参数量不超过 %1 的模型</translation>
    </message>
    <message>
        <source>a shape of fewer than %1 elements</source>
        <translation>元素少于 %1 个的形状</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>a list with at least one of %1</source>
        <translation>至少包含 %1 中一项的列表</translation>
    </message>
    <message>
        <source>exactly one of the fields %1</source>
        <translation>字段 %1 中的恰好一个</translation>
    </message>
    <message>
        <source>known fields: %1</source>
        <translation>已知字段：%1</translation>
    </message>
    <message>
        <source>version %1 (the file was written by a newer Headroom; update to read it)</source>
        <translation>版本 %1（该文件由更新版本的 Headroom 写入；请升级后再读取）</translation>
    </message>
    <message>
        <source>an id not used before in this file</source>
        <translation>此文件中尚未使用过的 id</translation>
    </message>
    <message>
        <source>a GPU id from the catalog</source>
        <translation>目录中的 GPU id</translation>
    </message>
    <message>
        <source>a GPU id from the catalog or a GPU object</source>
        <translation>目录中的 GPU id 或 GPU 对象</translation>
    </message>
    <message>
        <source>a model id from the catalog</source>
        <translation>目录中的模型 id</translation>
    </message>
    <message>
        <source>a figure key such as %1</source>
        <translation>指标键，例如 %1</translation>
    </message>
    <message>
        <source>a dtype name such as %1</source>
        <translation>dtype 名称，例如 %1</translation>
    </message>
    <message>
        <source>at least one positive peak (%1)</source>
        <translation>至少一个正的峰值（%1）</translation>
    </message>
    <message>
        <source>PATH=VALUE, e.g. %1</source>
        <translation>PATH=VALUE，例如 %1</translation>
    </message>
    <message>
        <source>a dotted path like %1</source>
        <translation>形如 %1 的点分路径</translation>
    </message>
    <message>
        <source>a divisor of %1 (%2)</source>
        <translation>%1（%2）的约数</translation>
    </message>
    <message>
        <source>a divisor of hidden (%1) or an explicit head_dim</source>
        <translation>hidden（%1）的约数，或显式给出 head_dim</translation>
    </message>
    <message>
        <source>at most %1 (%2)</source>
        <translation>不超过 %1（%2）</translation>
    </message>
    <message>
        <source>the same value as %1 (%2)</source>
        <translation>与 %1 相同的值（%2）</translation>
    </message>
    <message>
        <source>equal to %1 (%2)</source>
        <translation>等于 %1（%2）</translation>
    </message>
    <message>
        <source>tensor × pipeline (%1 × %2 = %3) to divide the GPU count (%4)</source>
        <translation>张量 × 流水线（%1 × %2 = %3）能整除 GPU 数（%4）</translation>
    </message>
    <message>
        <source>pipeline × virtual stages to divide the layers (%1)</source>
        <translation>流水线 × 虚拟级数能整除层数（%1）</translation>
    </message>
    <message>
        <source>at least micro-batch × data-parallel size (%1 × %2 = %3)</source>
        <translation>不小于微批次 × 数据并行度（%1 × %2 = %3）</translation>
    </message>
    <message>
        <source>1 for a model given only as a parameter count (tensor, pipeline and expert parallel need an architecture)</source>
        <translation>1（模型仅给出参数量时；张量并行、流水线并行和专家并行都需要架构）</translation>
    </message>
    <message>
        <source>1 unless pipeline parallelism is used</source>
        <translation>1（除非使用流水线并行）</translation>
    </message>
    <message>
        <source>a model with an architecture (LoRA adapts its weight matrices)</source>
        <translation>带架构的模型（LoRA 要适配其权重矩阵）</translation>
    </message>
    <message>
        <source>a training mode (train, lora, qlora) for %1</source>
        <translation>%1 所需的训练模式（train、lora、qlora）</translation>
    </message>
    <message>
        <source>a model without cross-attention</source>
        <translation>不含交叉注意力的模型</translation>
    </message>
    <message>
        <source>a whole number of bytes of %1</source>
        <translation>按 %1 计为整数个字节</translation>
    </message>
    <message>
        <source>%1 bytes for the shape and dtype</source>
        <translation>与形状和 dtype 相符的 %1 字节</translation>
    </message>
    <message>
        <source>tensors packed end to end, this one starting at %1</source>
        <translation>首尾相接排列的张量，此张量应从 %1 开始</translation>
    </message>
    <message>
        <source>offsets within the data section (%1 bytes)</source>
        <translation>不超出数据区（%1 字节）的偏移量</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>over the adapted matrices</source>
        <translation>对被适配矩阵求和</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>bytes/param</source>
        <translation>字节/参数</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>embeddings, norms</source>
        <translation>嵌入、归一化</translation>
    </message>
    <message>
        <source>final norm</source>
        <translation>最终归一化</translation>
    </message>
    <message>
        <source>forward + backward per sample</source>
        <translation>每样本前向 + 反向</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>冻结</translation>
    </message>
    <message>
        <source>GPT, 16-bit, selective</source>
        <translation>GPT，16 位，选择性</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>head</source>
        <translation>输出头</translation>
    </message>
    <message>
        <source>+20% for inference</source>
        <translation>推理 +20%</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>layer input</source>
        <translation>层输入</translation>
    </message>
    <message>
        <source>layer input kept</source>
        <translation>保留的层输入</translation>
    </message>
    <message>
        <source>layer matrices</source>
        <translation>层矩阵</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>master</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>MLP per expert</source>
        <translation>每专家 MLP</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>model bytes</source>
        <translation>模型字节数</translation>
    </message>
    <message>
        <source>model states, unsharded</source>
        <translation>模型状态，未分片</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>one layer&apos;s activations</source>
        <translation>单层激活值</translation>
    </message>
    <message>
        <source>one layer&apos;s workspace</source>
        <translation>单层工作区</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>per layer</source>
        <translation>每层</translation>
    </message>
    <message>
        <source>per sequence</source>
        <translation>每序列</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>复制部分</translation>
    </message>
    <message>
        <source>sum of the rest</source>
        <translation>其余各项之和</translation>
    </message>
    <message>
        <source>split</source>
        <translation>切分部分</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>with full recomputation</source>
        <translation>完全重计算时</translation>
    </message>
    <message>
        <source>Step time (predicted)</source>
        <translation>每步时间（预测）</translation>
    </message>
    <message>
        <source>Pipeline bubble per step</source>
        <translation>每步流水线气泡</translation>
    </message>
    <message>
        <source>Tensor-parallel communication per layer</source>
        <translation>每层张量并行通信</translation>
    </message>
    <message>
        <source>Gradient reduction per step</source>
        <translation>每步梯度归约</translation>
    </message>
    <message>
        <source>MFU (predicted)</source>
        <translation>MFU（预测）</translation>
    </message>
    <message>
        <source>The tensor-parallel group is wider than a node: its collectives cross the scale-out network.</source>
        <translation>张量并行组超过了一个节点：其集合通信要经过节点间网络。</translation>
    </message>
    <message>
        <source>of the step</source>
        <translation>占每步</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>受显存带宽限制的运算</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Pipeline transfers</source>
        <translation>流水线传输</translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation>梯度归约</translation>
    </message>
    <message>
        <source>Parameter gathers</source>
        <translation>参数收集</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>memory-bound work</source>
        <translation>受显存带宽限制的运算</translation>
    </message>
    <message>
        <source>the pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>gradient reduction</source>
        <translation>梯度归约</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Cloud cost per million tokens</source>
        <translation>每百万 token 的云端成本</translation>
    </message>
    <message>
        <source>a GGUF file (it starts with &quot;GGUF&quot;)</source>
        <translation>GGUF 文件（以 &quot;GGUF&quot; 开头）</translation>
    </message>
    <message>
        <source>a complete header (%1 bytes needed, the file has %2)</source>
        <translation>完整的文件头（需要 %1 字节，文件只有 %2）</translation>
    </message>
    <message>
        <source>a ggml tensor type llama.cpp knows (0 to %1)</source>
        <translation>llama.cpp 认识的 ggml 张量类型（0 到 %1）</translation>
    </message>
    <message>
        <source>MLA latent and rope key</source>
        <translation>MLA 潜变量与 RoPE 键</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>Batch %1</source>
        <translation>批量 %1</translation>
    </message>
    <message>
        <source>Tensor parallel %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>Pipeline parallel %1</source>
        <translation>流水线并行 %1</translation>
    </message>
    <message>
        <source>Expert parallel %1</source>
        <translation>专家并行 %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>Weights in %1</source>
        <translation>权重用 %1</translation>
    </message>
    <message>
        <source>KV cache in %1</source>
        <translation>KV 缓存用 %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1 and %2</source>
        <translation>ZeRO 阶段 %1 加%2</translation>
    </message>
    <message>
        <source>on %1 GPUs</source>
        <translation>在 %1 个 GPU 上</translation>
    </message>
    <message>
        <source>time +%1</source>
        <translation>时间 +%1</translation>
    </message>
    <message>
        <source>time −%1</source>
        <translation>时间 −%1</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>注意力分数</translation>
    </message>
    <message>
        <source>experts a token skips</source>
        <translation>一个 token 跳过的专家</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>FLOPs per sample (model)</source>
        <translation>每样本 FLOPs（模型）</translation>
    </message>
    <message>
        <source>FLOPs per sample (hardware)</source>
        <translation>每样本 FLOPs（硬件）</translation>
    </message>
    <message>
        <source>Compute: %1 per sample, %2 in total over %3 samples</source>
        <translation>计算量：每样本 %1，%3 个样本共 %2</translation>
    </message>
    <message>
        <source>Epochs: %1 of %2 samples, %3 optimizer steps each</source>
        <translation>轮数：%1 轮，每轮 %2 个样本、%3 个优化器步</translation>
    </message>
    <message>
        <source>Training time: %1 (%2, %3 samples/s)</source>
        <translation>训练时间：%1（%2，%3 样本/秒）</translation>
    </message>
    <message>
        <source>Storage reads per step</source>
        <translation>每步存储读取</translation>
    </message>
    <message>
        <source>Host-to-device copy per step</source>
        <translation>每步主机到 GPU 拷贝</translation>
    </message>
    <message>
        <source>CPU decoding per step</source>
        <translation>每步 CPU 解码</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <source>Checkpoint writing per step</source>
        <translation>每步检查点写入</translation>
    </message>
    <message>
        <source>Step with inputs and checkpoints</source>
        <translation>含输入与检查点的步</translation>
    </message>
    <message>
        <source>the GPU step</source>
        <translation>GPU 步</translation>
    </message>
    <message>
        <source>storage reads</source>
        <translation>存储读取</translation>
    </message>
    <message>
        <source>host-to-device copies</source>
        <translation>主机到 GPU 拷贝</translation>
    </message>
    <message>
        <source>CPU decoding</source>
        <translation>CPU 解码</translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <source>Checkpoint-bound: %1 %2 per step vs %3 GPU step</source>
        <translation>受检查点限制：每步 %1 %2，GPU 步为 %3</translation>
    </message>
    <message>
        <source>Input-bound: %1 %2 per step vs %3 GPU step</source>
        <translation>受输入限制：每步 %1 %2，GPU 步为 %3</translation>
    </message>
    <message>
        <source>KV cache: MLA latent</source>
        <translation>KV 缓存：MLA 潜向量</translation>
    </message>
    <message>
        <source>KV cache: full layers</source>
        <translation>KV 缓存：全注意力层</translation>
    </message>
    <message>
        <source>KV cache: windowed layers</source>
        <translation>KV 缓存：滑动窗口层</translation>
    </message>
    <message>
        <source>Recurrent state</source>
        <translation>循环状态</translation>
    </message>
    <message>
        <source>Serving: KV cache per sequence</source>
        <translation>服务：每条序列的 KV 缓存</translation>
    </message>
    <message>
        <source>Serving: memory left for the KV cache</source>
        <translation>服务：留给 KV 缓存的显存</translation>
    </message>
    <message>
        <source>Serving: most sequences at once</source>
        <translation>服务：最多同时序列数</translation>
    </message>
    <message>
        <source>Serving: prefill of one prompt</source>
        <translation>服务：单个提示的预填充</translation>
    </message>
    <message>
        <source>Serving: one decode step</source>
        <translation>服务：一次解码步</translation>
    </message>
    <message>
        <source>Serving: tokens per verification</source>
        <translation>服务：每次验证的 token 数</translation>
    </message>
    <message>
        <source>Serving: time per output token</source>
        <translation>服务：每输出 token 时间</translation>
    </message>
    <message>
        <source>Serving: time to first token</source>
        <translation>服务：首 token 时间</translation>
    </message>
    <message>
        <source>Serving: output tokens per second per GPU</source>
        <translation>服务：每 GPU 每秒输出 token 数</translation>
    </message>
    <message>
        <source>Serving: cloud cost per million output tokens</source>
        <translation>服务：每百万输出 token 的云端成本</translation>
    </message>
    <message>
        <source>Serving: on-prem cost per million output tokens</source>
        <translation>服务：每百万输出 token 的自建成本</translation>
    </message>
    <message>
        <source>Serving: cloud cost per million input tokens</source>
        <translation>服务：每百万输入 token 的云端成本</translation>
    </message>
    <message>
        <source>the KV memory</source>
        <translation>KV 显存</translation>
    </message>
    <message>
        <source>the time-to-first-token limit</source>
        <translation>首 token 时间上限</translation>
    </message>
    <message>
        <source>the time-per-token limit</source>
        <translation>每 token 时间上限</translation>
    </message>
    <message>
        <source>the scenario&apos;s setting</source>
        <translation>场景的设置</translation>
    </message>
    <message>
        <source>nothing: even one sequence breaks the limits</source>
        <translation>无：即使一条序列也违反上限</translation>
    </message>
    <message>
        <source>the prefill pool</source>
        <translation>预填充池</translation>
    </message>
    <message>
        <source>  %1 output tokens/s per GPU, %2 tokens/s per user; TTFT %3, TPOT %4</source>
        <translation>  每 GPU %1 输出 token/s，每用户 %2 token/s；TTFT %3，TPOT %4</translation>
    </message>
    <message>
        <source>  Per million output tokens: cloud %1, on-prem %2%3</source>
        <translation>  每百万输出 token：云端 %1，自建 %2%3</translation>
    </message>
    <message>
        <source>, API %1</source>
        <translation>，API %1</translation>
    </message>
    <message>
        <source>  Per million input tokens: cloud %1, on-prem %2 (prefill takes %3 of the GPU time)</source>
        <translation>  每百万输入 token：云端 %1，自建 %2（预填充占 GPU 时间的 %3）</translation>
    </message>
    <message>
        <source>≈ 16 bytes per parameter (mixed-precision Adam)</source>
        <translation>每参数约 16 字节（混合精度 Adam）</translation>
    </message>
    <message>
        <source>training needs 4–6× the weights</source>
        <translation>训练需要权重的 4–6 倍</translation>
    </message>
    <message>
        <source>2 bytes per parameter for fp16 inference</source>
        <translation>fp16 推理每参数 2 字节</translation>
    </message>
    <message>
        <source>C ≈ 6·N·D</source>
        <translation>C ≈ 6·N·D</translation>
    </message>
    <message>
        <source>activations ≈ 34·s·b·h bytes per layer</source>
        <translation>激活 ≈ 每层 34·s·b·h 字节</translation>
    </message>
    <message>
        <source>training time ≈ 8·N·D / (GPUs × 40 % of peak)</source>
        <translation>训练时间 ≈ 8·N·D / (GPU 数 × 峰值的 40 %)</translation>
    </message>
    <message>
        <source>pipeline bubble ≈ (p − 1)/(v·m) of the step</source>
        <translation>流水线气泡 ≈ 步的 (p − 1)/(v·m)</translation>
    </message>
    <message>
        <source>KV cache ≈ 2·L·h·bytes per token</source>
        <translation>KV 缓存 ≈ 每 token 2·L·h·字节</translation>
    </message>
    <message>
        <source>inference needs 2 bytes per parameter + 20 %</source>
        <translation>推理需要每参数 2 字节 + 20 %</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation>（是否指 %1？）</translation>
    </message>
    <message>
        <source>a date YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>日期 YYYY、YYYY-MM 或 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>a placeholder</source>
        <translation>占位值</translation>
    </message>
    <message>
        <source>a placeholder (%1)</source>
        <translation>占位值（%1）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>%1, this month</source>
        <translation>%1，本月</translation>
    </message>
    <message>
        <source>%1, a month old</source>
        <translation>%1，一个月前</translation>
    </message>
    <message>
        <source>%1, %2 months old</source>
        <translation>%1，%2 个月前</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>one-year reserved</source>
        <translation>一年预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>your price, saved with the scenario</source>
        <translation>您的价格，随场景保存</translation>
    </message>
    <message>
        <source>Headroom&apos;s default: no catalog price for this GPU</source>
        <translation>Headroom 默认值：此 GPU 没有目录价格</translation>
    </message>
    <message>
        <source>catalog, %1</source>
        <translation>目录，%1</translation>
    </message>
    <message>
        <source> — a placeholder: set your own</source>
        <translation> —— 占位值：请设置您自己的价格</translation>
    </message>
    <message>
        <source> — older than six months: check it</source>
        <translation> —— 已超过六个月：请核实</translation>
    </message>
    <message>
        <source> — not a quoted price: check it</source>
        <translation> —— 并非报价：请核实</translation>
    </message>
    <message>
        <source>Prices (%1):</source>
        <translation>价格（%1）：</translation>
    </message>
    <message>
        <source> (no %1 rate known for this GPU)</source>
        <translation>（此 GPU 没有已知的%1价格）</translation>
    </message>
    <message>
        <source>  Cloud: %1 per GPU, %2, %3%4%5</source>
        <translation>  云端：每块 GPU %1，%2，%3%4%5</translation>
    </message>
    <message>
        <source>  Purchase: %1 per GPU, %2%3</source>
        <translation>  购买：每块 GPU %1，%2%3</translation>
    </message>
    <message>
        <source>  Also in the catalog: %1 %2 (%3)</source>
        <translation>  目录中另有：%1 %2（%3）</translation>
    </message>
    <message>
        <source>Check the prices: %1.</source>
        <translation>请核实价格：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 usable (%2 marketed)</source>
        <translation>可用 %1（标称 %2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a price and where it comes from</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>cloud %1</source>
        <comment>a price to check</comment>
        <translation>云端 %1</translation>
    </message>
    <message>
        <source>purchase %1</source>
        <comment>a price to check</comment>
        <translation>购买 %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Serving under load: %1 sequences at once on each replica (GPUs per replica: %2; set by %3; the KV memory holds %4)</source>
        <translation>负载下的服务：每个副本同时处理 %1 个序列（每副本 GPU：%2；由%3决定；KV 缓存可容纳 %4 个）</translation>
    </message>
    <message>
        <source>does NOT fit: the runtime&apos;s KV cache share holds %1 sequences, the batch is %2</source>
        <translation>放不下：运行时的 KV 缓存份额可容纳 %1 个序列，批次为 %2</translation>
    </message>
    <message>
        <source>One request alone (no queue): time to first token %1; time per output token %2 (%3-bound)</source>
        <translation>单个请求独占（无排队）：首词元时间 %1；每个输出词元 %2（%3受限）</translation>
    </message>
    <message>
        <source>A batch of %1 requests alone (no queue): time to first token %2; time per output token %3 (%4-bound)</source>
        <translation>%1 个请求的批次独占（无排队）：首词元时间 %2；每个输出词元 %3（%4受限）</translation>
    </message>
    <message>
        <source>a software stack that runs %1 (%2)</source>
        <translation>一个能运行%1的软件栈（%2）</translation>
    </message>
    <message>
        <source>Weight copies</source>
        <translation>权重副本</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>the start of the step</source>
        <translation>步骤开始时</translation>
    </message>
    <message>
        <source>the end of the forward</source>
        <translation>前向传播结束时</translation>
    </message>
    <message>
        <source>the start of the backward</source>
        <translation>反向传播开始时</translation>
    </message>
    <message>
        <source>the backward</source>
        <translation>反向传播期间</translation>
    </message>
    <message>
        <source>the optimizer step</source>
        <translation>优化器步骤时</translation>
    </message>
    <message>
        <source>the end of the step</source>
        <translation>步骤结束时</translation>
    </message>
    <message>
        <source>the prefill</source>
        <translation>预填充时</translation>
    </message>
    <message>
        <source>decoding</source>
        <translation>解码时</translation>
    </message>
    <message>
        <source>Software: %1</source>
        <translation>软件：%1</translation>
    </message>
    <message>
        <source>, torch.compile</source>
        <translation>，torch.compile</translation>
    </message>
    <message>
        <source> (the papers&apos; accounting: every part of memory at once)</source>
        <translation>（论文的算法：所有内存部分同时存在）</translation>
    </message>
    <message>
        <source> (the default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Peak: %1 allocated at %2 (%3); the allocator reserves %4; with the CUDA context the process takes %5</source>
        <translation>峰值：%2 分配 %1（%3）；分配器预留 %4；加上 CUDA 上下文，进程占用 %5</translation>
    </message>
    <message>
        <source>Mean time between failures of the job</source>
        <translation>作业的平均故障间隔时间</translation>
    </message>
    <message>
        <source>Time lost per failure</source>
        <translation>每次故障损失的时间</translation>
    </message>
    <message>
        <source>Best checkpoint interval</source>
        <translation>最佳检查点间隔</translation>
    </message>
    <message>
        <source>Wall-clock training time</source>
        <translation>实际训练耗时</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练率</translation>
    </message>
    <message>
        <source>Waiting for the slowest GPU per step</source>
        <translation>每步等待最慢的 GPU</translation>
    </message>
    <message>
        <source>Pipeline bubble&apos;s share of the step</source>
        <translation>流水线气泡在一步中的占比</translation>
    </message>
    <message>
        <source>layers that leave %1 for the other %2 stages to share evenly</source>
        <translation>使剩余 %1 层可由其余 %2 级平均分配的层数</translation>
    </message>
    <message>
        <source>nothing unless pipeline parallelism is used</source>
        <translation>不使用流水线并行时不应设置</translation>
    </message>
    <message>
        <source>Young 1974</source>
        <translation>Young 1974</translation>
    </message>
    <message>
        <source>Waiting for the slowest GPU</source>
        <translation>等待最慢的 GPU</translation>
    </message>
    <message>
        <source>%1 failures per million GPU-hours (Llama 3&apos;s: 419 unexpected interruptions in 54 days on 16,384 GPUs)</source>
        <translation>每百万 GPU 小时 %1 次故障（Llama 3 的数据：16,384 个 GPU 上 54 天内 419 次意外中断）</translation>
    </message>
    <message>
        <source>%1 failures per million GPU-hours (the scenario&apos;s)</source>
        <translation>每百万 GPU 小时 %1 次故障（场景中设定）</translation>
    </message>
    <message>
        <source>Wall clock with failures: the run never finishes at %1: with a failure every %2 and no checkpoint to go back to, every failure starts it again</source>
        <translation>计入故障的实际耗时：在 %1 下训练永远无法完成：每 %2 发生一次故障且没有可回退的检查点，每次故障都要从头开始</translation>
    </message>
    <message>
        <source>Wall clock with failures: %1 (%2, goodput %3) at %4</source>
        <translation>计入故障的实际耗时：%1（%2，有效训练率 %3），故障率 %4</translation>
    </message>
    <message>
        <source>  Lost: %1 failures, each %2 (restart %3, reload %4, work done again %5); checkpoint writes %6</source>
        <translation>  损失：%1 次故障，每次 %2（重启 %3，重新加载 %4，重做的工作 %5）；写检查点 %6</translation>
    </message>
    <message>
        <source>  Lost: checkpoint writes %1</source>
        <translation>  损失：写检查点 %1</translation>
    </message>
    <message>
        <source>  Best checkpoint interval (Young/Daly): every %1 steps (%2), goodput %3</source>
        <translation>  最佳检查点间隔（Young/Daly）：每 %1 步（%2），有效训练率 %3</translation>
    </message>
    <message>
        <source>Pipeline stages (the step is timed on stage %1, the memory figures are stage %2&apos;s):</source>
        <translation>流水线各级（步时按第 %1 级计算，内存数据为第 %2 级）：</translation>
    </message>
    <message>
        <source>  Stage %1: %2 layers, %3 per GPU, forward and backward %4</source>
        <translation>  第 %1 级：%2 层，每 GPU %3，前向与反向 %4</translation>
    </message>
    <message>
        <source>(embedding)</source>
        <translation>（嵌入层）</translation>
    </message>
    <message>
        <source>(LM head and logits)</source>
        <translation>（LM 头与 logits）</translation>
    </message>
    <message>
        <source>Checkpoint every %1 steps (Young/Daly)</source>
        <translation>每 %1 步保存检查点（Young/Daly）</translation>
    </message>
    <message>
        <source>Balance the stages: %1 layers first, %2 last</source>
        <translation>平衡各级：第一级 %1 层，最后一级 %2 层</translation>
    </message>
    <message>
        <source>Cost over the wall clock: cloud %1, on-prem %2</source>
        <translation>按实际耗时计算的成本：云端 %1，本地 %2</translation>
    </message>
    <message>
        <source>the host launching kernels</source>
        <translation>主机启动内核</translation>
    </message>
    <message>
        <source>Training time at the GPU step&apos;s pace</source>
        <translation>按 GPU 步节奏的训练时间</translation>
    </message>
    <message>
        <source>Not a valid GGUF file</source>
        <translation>不是有效的 GGUF 文件</translation>
    </message>
    <message>
        <source>Not a valid safetensors file</source>
        <translation>不是有效的 safetensors 文件</translation>
    </message>
    <message>
        <source>GPU step</source>
        <translation>GPU 步</translation>
    </message>
    <message>
        <source>Storage reads</source>
        <translation>存储读取</translation>
    </message>
    <message>
        <source>Host-to-device copies</source>
        <translation>主机到 GPU 拷贝</translation>
    </message>
    <message>
        <source>Checkpoint writing</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <source>time and cost are at that pace (the GPUs alone: %1)</source>
        <translation>时间和成本按此节奏计算（仅 GPU：%1）</translation>
    </message>
    <message>
        <source>Renting this run costs %1 (%2); buying its GPU with its share of a server costs %3, and the run&apos;s power on it %4.</source>
        <translation>租用此次运行需 %1（%2）；购买其 GPU 及所分摊的服务器需 %3，此次运行在其上的电费为 %4。</translation>
    </message>
    <message>
        <source>Renting this run costs %1 (%2); buying its %5 GPUs with their servers costs %3, and the run&apos;s power on them %4.</source>
        <translation>租用此次运行需 %1（%2）；购买其 %5 个 GPU 及服务器需 %3，此次运行在其上的电费为 %4。</translation>
    </message>
    <message>
        <source>Owning never pays: the power alone costs more than renting.</source>
        <translation>自有硬件永远不划算：仅电费就高于租用。</translation>
    </message>
    <message>
        <source>Owning would pay only at %1 such runs a year, but at most %2 fit in a year: rent.</source>
        <translation>每年要运行 %1 次这样的任务自有硬件才划算，但一年最多只能运行 %2 次：建议租用。</translation>
    </message>
    <message>
        <source>Owning pays from %1 such runs a year (%2 a year of upkeep and depreciation; at most %3 runs fit in a year); fewer, and renting is cheaper.</source>
        <translation>每年运行 %1 次这样的任务起，自有硬件更划算（每年维护与折旧 %2；一年最多可运行 %3 次）；少于此数则租用更便宜。</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>expert-parallel communication</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <source>pipeline transfers</source>
        <translation>流水线传输</translation>
    </message>
    <message>
        <source>parameter gathers</source>
        <translation>参数收集</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>what limits a step: its largest part and that part&apos;s share</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2; next: %3, %4</source>
        <comment>what limits a step: its largest part with its share, then the next</comment>
        <translation>%1，%2；其次：%3，%4</translation>
    </message>
    <message>
        <source>GPU step: %1 predicted, MFU %2</source>
        <translation>GPU 步：预测 %1，MFU %2</translation>
    </message>
    <message>
        <source>GPU step: %1 at a fixed MFU of %2 (not predicted)</source>
        <translation>GPU 步：%1，固定 MFU 为 %2（非预测）</translation>
    </message>
    <message>
        <source>Inputs and checkpoints per step (loading overlaps the GPU step):</source>
        <translation>每步的输入与检查点（加载与 GPU 步重叠）：</translation>
    </message>
    <message>
        <source>Inputs and checkpoints per step (loading does not overlap the GPU step):</source>
        <translation>每步的输入与检查点（加载不与 GPU 步重叠）：</translation>
    </message>
    <message>
        <source>Step with inputs and checkpoints: %1; limited by %2</source>
        <translation>含输入与检查点的一步：%1；受限于%2</translation>
    </message>
    <message>
        <source>Cloud or buy: %1</source>
        <translation>租用还是购买：%1</translation>
    </message>
    <message>
        <source>whole model: </source>
        <translation>整个模型：</translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>权重副本</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>zero_grad(set_to_none) freed them; the backward makes them after the peak</source>
        <translation>zero_grad(set_to_none) 已释放它们；反向传播在峰值之后才生成</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>layer input per token</source>
        <translation>每个 token 的层输入</translation>
    </message>
    <message>
        <source>saved per token by the eager ops</source>
        <translation>eager 算子每个 token 保存的量</translation>
    </message>
    <message>
        <source>final norm and head input</source>
        <translation>最终归一化与输出头输入</translation>
    </message>
    <message>
        <source>bytes per logit</source>
        <translation>每个 logit 的字节数</translation>
    </message>
    <message>
        <source>the loss&apos;s gradients, kept to the backward</source>
        <translation>损失的梯度，保留到反向传播</translation>
    </message>
    <message>
        <source>one prompt&apos;s workspace</source>
        <translation>单个提示词的工作区</translation>
    </message>
    <message>
        <source>waiting for the slowest GPU</source>
        <translation>等待最慢的 GPU</translation>
    </message>
    <message>
        <source>, chunked loss</source>
        <translation>，分块损失</translation>
    </message>
    <message>
        <source>FSDP full sharding (ZeRO-3)</source>
        <translation>FSDP 完全分片（ZeRO-3）</translation>
    </message>
    <message>
        <source>FSDP gradient and optimizer sharding (ZeRO-%1)</source>
        <translation>FSDP 梯度与优化器分片（ZeRO-%1）</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Micro-batch %1 with %2 accumulation steps</source>
        <translation>微批 %1，累积 %2 步</translation>
    </message>
    <message>
        <source>A chunked loss (Liger Kernel&apos;s fused linear cross-entropy)</source>
        <translation>分块损失（Liger Kernel 的融合线性交叉熵）</translation>
    </message>
    <message>
        <source>QLoRA rank %1 with PEFT (adapters only, 4-bit base)</source>
        <translation>使用 PEFT 的 QLoRA，秩 %1（仅适配器，4 位基座）</translation>
    </message>
    <message>
        <source>LoRA rank %1 with PEFT (adapters only)</source>
        <translation>使用 PEFT 的 LoRA，秩 %1（仅适配器）</translation>
    </message>
    <message>
        <source>ZeRO stage %1 and gradient checkpointing</source>
        <translation>ZeRO 阶段 %1 与梯度检查点</translation>
    </message>
    <message>
        <source>Agrawal et al. 2024 (Sarathi-Serve, chunked prefill); docs/model.md §8b</source>
        <translation>Agrawal et al. 2024（Sarathi-Serve，分块预填充）；docs/model.md §8b</translation>
    </message>
    <message>
        <source>DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (sliding window); docs/model.md §1b</source>
        <translation>DeepSeek-V2 §2.1（MLA）；Beltagy et al. 2020（滑动窗口）；docs/model.md §1b</translation>
    </message>
    <message>
        <source>Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 unexpected interruptions in 54 days on 16,384 GPUs; docs/model.md §7d</source>
        <translation>Grattafiori et al. 2024（Llama 3）§3.3.4：16,384 个 GPU 上 54 天内 419 次意外中断；docs/model.md §7d</translation>
    </message>
    <message>
        <source>Kwon et al. 2023 (vLLM, paged KV in 16-token blocks); docs/model.md §8b</source>
        <translation>Kwon et al. 2023（vLLM，以 16 个 token 为一块的分页 KV）；docs/model.md §8b</translation>
    </message>
    <message>
        <source>Leviathan et al. 2023 (speculative decoding); Williams et al. 2009 (roofline per kernel); docs/model.md §8b</source>
        <translation>Leviathan et al. 2023（推测解码）；Williams et al. 2009（按内核的 roofline）；docs/model.md §8b</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 §2.2 (1F1B, interleaved)</source>
        <translation>Narayanan et al. 2021 §2.2（1F1B，交错）</translation>
    </message>
    <message>
        <source>PCI-SIG base specifications 3.0-5.0 (x16 per direction), ~80 % effective; docs/model.md §7c</source>
        <translation>PCI-SIG 基础规范 3.0-5.0（x16，每个方向），有效约 80 %；docs/model.md §7c</translation>
    </message>
    <message>
        <source>PyTorch DataLoader (workers prefetch behind the step); docs/model.md §7c</source>
        <translation>PyTorch DataLoader（worker 在步骤之后预取）；docs/model.md §7c</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO) §3.1 model states, less gradients; docs/model.md §7c</source>
        <translation>Rajbhandari et al. 2020（ZeRO）§3.1 模型状态，不含梯度；docs/model.md §7c</translation>
    </message>
    <message>
        <source>Sinha et al. 2022 (SC&apos;22): GPU speed varies across identical parts; the slowest of N: √(2·ln N) spreads (extreme-value bound); docs/model.md §7e</source>
        <translation>Sinha et al. 2022（SC&apos;22）：相同型号的 GPU 速度各不相同；N 个中最慢的一个：√(2·ln N) 个离散度（极值界）；docs/model.md §7e</translation>
    </message>
    <message>
        <source>Thakur et al. 2005 (ring collectives); NCCL bus bandwidth; docs/model.md</source>
        <translation>Thakur et al. 2005（环形集合通信）；NCCL 总线带宽；docs/model.md</translation>
    </message>
    <message>
        <source>Williams et al. 2009 (roofline, per kernel); docs/model.md §8</source>
        <translation>Williams et al. 2009（roofline，按内核）；docs/model.md §8</translation>
    </message>
    <message>
        <source>Williams et al. 2009 (roofline, per kernel); docs/model.md §8b</source>
        <translation>Williams et al. 2009（roofline，按内核）；docs/model.md §8b</translation>
    </message>
    <message>
        <source>docs/model.md §7c (ImageNet: Russakovsky et al. 2015; token ids: Megatron-LM indexed_dataset; read rate: assumption)</source>
        <translation>docs/model.md §7c（ImageNet：Russakovsky et al. 2015；token id：Megatron-LM indexed_dataset；读取速率：假设）</translation>
    </message>
    <message>
        <source>docs/model.md §7c (JPEG decode + augmentation per core: assumption, measure yours)</source>
        <translation>docs/model.md §7c（每核 JPEG 解码 + 数据增强：假设，请自行测量）</translation>
    </message>
    <message>
        <source>docs/model.md §8b and §10 (cost per GPU-hour)</source>
        <translation>docs/model.md §8b 和 §10（每 GPU 小时成本）</translation>
    </message>
    <message>
        <source>Daly 2006 (FGCS 22(3)): complete model and higher-order optimum; Young 1974</source>
        <translation>Daly 2006（FGCS 22(3)）：完整模型与高阶最优解；Young 1974</translation>
    </message>
    <message>
        <source>SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static by tp_size)</source>
        <translation>SGLang v0.5 python/sglang/srt/server_args.py（mem_fraction_static 随 tp_size 而定）</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>a published cost per GPU-hour: tier, rate, age</comment>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>  Published cost per GPU-hour: %1</source>
        <translation>  已公布的每 GPU 小时成本：%1</translation>
    </message>
    <message>
        <source>  Not published for this GPU: %1</source>
        <translation>  此 GPU 未公布：%1</translation>
    </message>
    <message>
        <source>owning as a hyperscaler</source>
        <translation>超大规模云厂商自有</translation>
    </message>
    <message>
        <source>owning as a neocloud</source>
        <translation>新兴云厂商自有</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>, FlashAttention-2</source>
        <translation>，FlashAttention-2</translation>
    </message>
    <message>
        <source>, power limit %1 of %2 W</source>
        <translation>，功率上限 %1 W（TDP %2 W）</translation>
    </message>
    <message>
        <source>the fp32 log-sum-exp of each token</source>
        <translation>每个 token 的 fp32 log-sum-exp</translation>
    </message>
    <message>
        <source>, compiled loss</source>
        <translation>，编译的损失</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>稠密峰值</translation>
    </message>
    <message>
        <source>clock exponent</source>
        <translation>时钟指数</translation>
    </message>
    <message>
        <source>the stack&apos;s sustained share</source>
        <translation>软件栈的持续占比</translation>
    </message>
    <message>
        <source>The loss compiled (torch.compile: no fp32 copies of the logits)</source>
        <translation>编译损失函数（torch.compile：不生成 logits 的 fp32 副本）</translation>
    </message>
    <message>
        <source>Tensor cores&apos; rate the step is timed at</source>
        <translation>计算步时所用的张量核心速率</translation>
    </message>
    <message>
        <source>power limit</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 of micro-batch %2 of %3</source>
        <translation>%1，第 %2/%3 个微批次</translation>
    </message>
    <message>
        <source>Attention kernel&apos;s rate</source>
        <translation>注意力内核的速率</translation>
    </message>
    <message>
        <source>tensor cores&apos; rate</source>
        <translation>张量核心的速率</translation>
    </message>
    <message>
        <source>the kernel&apos;s share of it at head dimension 128</source>
        <translation>内核在头维度 128 时所占的比例</translation>
    </message>
    <message>
        <source>its published rate at this head dimension over 128&apos;s</source>
        <translation>其在此头维度下公布的速率与 128 时之比</translation>
    </message>
    <message>
        <source>Gradients synced each micro-batch (sync_each_batch)</source>
        <translation>每个微批次都同步梯度（sync_each_batch）</translation>
    </message>
    <message>
        <source> + sync_each_batch</source>
        <translation> + sync_each_batch</translation>
    </message>
    <message>
        <source>FSDP&apos;s no_sync keeps them whole until a step&apos;s last micro-batch</source>
        <translation>FSDP 的 no_sync 会将其完整保留到一步的最后一个微批次</translation>
    </message>
    <message>
        <source>the share of the layers recomputed</source>
        <translation>重计算层所占比例</translation>
    </message>
    <message>
        <source>recomputed layers</source>
        <translation>重计算的层</translation>
    </message>
    <message>
        <source>Recompute the first %1 layers of each model chunk (recompute_num_layers)</source>
        <translation>重计算每个模型分块的前 %1 层（recompute_num_layers）</translation>
    </message>
    <message>
        <source>Recompute the first %1 layers of each stage (recompute_num_layers)</source>
        <translation>重计算每个流水线阶段的前 %1 层（recompute_num_layers）</translation>
    </message>
    <message>
        <source>Recomputed layers apply to full recomputation only; here they change nothing.</source>
        <translation>重计算层数仅在完全重计算时生效；此处不起作用。</translation>
    </message>
    <message>
        <source>Recomputing only the first layers of each stage is Megatron-LM&apos;s block method, which this software stack does not have (torchtitan&apos;s nearest recomputes every k-th layer); it is estimated as if it had.</source>
        <translation>只重计算每个阶段的前几层是 Megatron-LM 的 block 方法，该软件栈没有此选项（torchtitan 最接近的做法是每隔 k 层重计算一层）；此处按其具备来估算。</translation>
    </message>
    <message>
        <source>LoRA adapters&apos; memory-bound work per step</source>
        <translation>每步 LoRA 适配器的访存受限工作</translation>
    </message>
    <message>
        <source>forward passes</source>
        <translation>前向遍数</translation>
    </message>
    <message>
        <source>the adapters&apos; bytes per token forward</source>
        <translation>适配器每个词元前向的字节数</translation>
    </message>
    <message>
        <source>the adapters&apos; bytes per token backward</source>
        <translation>适配器每个词元反向的字节数</translation>
    </message>
    <message>
        <source>, DeepEP dispatch</source>
        <translation>，DeepEP 分发</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes: optim=&quot;adamw_bnb_8bit&quot;)</source>
        <translation>8 位 AdamW（bitsandbytes：optim=&quot;adamw_bnb_8bit&quot;）</translation>
    </message>
    <message>
        <source>Adafactor (optim=&quot;adafactor&quot;)</source>
        <translation>Adafactor（optim=&quot;adafactor&quot;）</translation>
    </message>
    <message>
        <source>FSDP full sharding over %1 GPUs</source>
        <translation>在 %1 块 GPU 上 FSDP 完全分片</translation>
    </message>
    <message>
        <source>ZeRO-3 over %1 GPUs</source>
        <translation>在 %1 块 GPU 上 ZeRO-3</translation>
    </message>
    <message>
        <source>%1 (the model&apos;s context window; the memory holds %2)</source>
        <translation>%1（模型的上下文窗口；显存可容纳 %2）</translation>
    </message>
    <message>
        <source>This software stack shards by data only (the Hugging Face Trainer&apos;s DDP, FSDP or DeepSpeed ZeRO): tensor and pipeline parallel are estimated as if it ran them; Megatron-LM or FSDP2 (torchtitan) does.</source>
        <translation>该软件栈只按数据切分（Hugging Face Trainer 的 DDP、FSDP 或 DeepSpeed ZeRO）：张量并行和流水线并行按其能运行来估算；Megatron-LM 或 FSDP2（torchtitan）才支持。</translation>
    </message>
    <message>
        <source>This software stack checkpoints whole layers (gradient checkpointing) and has no selective recomputation: estimated without recomputation.</source>
        <translation>该软件栈以整层为单位做检查点（梯度检查点），没有选择性重计算：按不重计算估算。</translation>
    </message>
    <message>
        <source>gpu_memory_utilization %1 (a larger KV pool)</source>
        <translation>gpu_memory_utilization %1（更大的 KV 缓存池）</translation>
    </message>
    <message>
        <source>on one GPU</source>
        <translation>在 1 个 GPU 上</translation>
    </message>
    <message>
        <source>This inference engine does not load weights in this format (llama.cpp runs GGUF files only; the others not llama.cpp&apos;s block types): estimated as if it did.</source>
        <translation>该推理引擎不加载此格式的权重（llama.cpp 只运行 GGUF 文件；其他引擎不支持 llama.cpp 的块类型）：按其能加载来估算。</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Kernel launches</source>
        <translation>内核启动</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>内核启动</translation>
    </message>
    <message>
        <source> (the default on this hardware)</source>
        <translation>（此硬件上的默认）</translation>
    </message>
</context>
<context>
    <name>ScenarioFileText</name>
    <message>
        <source>%1: %2 parameters in %3 tensors</source>
        <translation>%1：%2 参数，共 %3 个张量</translation>
    </message>
    <message>
        <source>%1: %2, %3 parameters</source>
        <translation>%1：%2，%3 参数</translation>
    </message>
    <message>
        <source>%1: %2 parameters, %3 of tensors (%4 bits per weight)</source>
        <translation>%1：%2 参数，张量共 %3（每个权重 %4 位）</translation>
    </message>
</context>
<context>
    <name>headroom::app::BreakevenChartWidget</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;After %2 months: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 个月后：%3</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云端</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>&lt;b&gt;On-prem&lt;/b&gt; at %1 utilisation: %2</source>
        <translation>&lt;b&gt;自有&lt;/b&gt;，利用率 %1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cloud&lt;/b&gt;: %1 at any utilisation</source>
        <translation>&lt;b&gt;云端&lt;/b&gt;：任意利用率下均为 %1</translation>
    </message>
    <message>
        <source>Cloud or buy?</source>
        <translation>租用还是购买？</translation>
    </message>
</context>
<context>
    <name>headroom::app::ExplainPanel</name>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>How each figure is worked out, with the numbers of this scenario.</source>
        <translation>每个数字是如何算出的，使用本场景的数值。</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Rule of thumb:</source>
        <translation>经验法则：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Rule of thumb for the whole model (the figure above is per GPU):</source>
        <translation>整个模型的经验法则（上面的数值为每 GPU）：</translation>
    </message>
</context>
<context>
    <name>headroom::app::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>1× (screen)</source>
        <translation>1×（屏幕）</translation>
    </message>
    <message>
        <source>2× (HiDPI, slides)</source>
        <translation>2×（高分屏、幻灯片）</translation>
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
        <translation>缩放</translation>
    </message>
    <message>
        <source>Pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>vector drawing, %1 × %2 units</source>
        <translation>矢量图，%1 × %2 单位</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 像素</translation>
    </message>
    <message>
        <source> (too large to export)</source>
        <translation>（太大，无法导出）</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Subtitle with the key settings</source>
        <translation>带关键设置的副标题</translation>
    </message>
    <message>
        <source>A line above the chart: the model, the GPUs, the mode and precision, the parallel layout, the batch and the sequence</source>
        <translation>图表上方一行：模型、GPU、模式与精度、并行布局、批次和序列</translation>
    </message>
    <message>
        <source>16:9 slide</source>
        <translation>16:9 幻灯片</translation>
    </message>
    <message>
        <source>4:3 slide</source>
        <translation>4:3 幻灯片</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>正方形</translation>
    </message>
    <message>
        <source>A4 page, portrait, 300 DPI</source>
        <translation>A4 页面，纵向，300 DPI</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 pixels)</source>
        <translation>%1（%2 × %3 像素）</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark (for dark slides)</source>
        <translation>深色（用于深色幻灯片）</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>; titles and legends shortened below %1 × %2</source>
        <translation>；小于 %1 × %2 时标题和图例会缩短</translation>
    </message>
</context>
<context>
    <name>headroom::app::GpuEditor</name>
    <message>
        <source>Every field of a catalog GPU, by its JSON key (docs/catalog.md). Amounts in the units beside them; an empty amount is 0 (not known). The entry is checked as the catalog reader checks it and saved to your catalog file, where it replaces a built-in GPU with the same id.</source>
        <translation>目录 GPU 的每个字段，按其 JSON 键列出（docs/catalog.md）。数值使用旁边标出的单位；留空即为 0（未知）。条目按目录读取器的规则检查后保存到您的目录文件中，并替换内置目录中同 id 的 GPU。</translation>
    </message>
    <message>
        <source>GPU in Your Catalog</source>
        <translation>您目录中的 GPU</translation>
    </message>
    <message>
        <source>one per line</source>
        <translation>每行一条</translation>
    </message>
</context>
<context>
    <name>headroom::app::InputPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>Parameter count only</source>
        <translation>仅参数量</translation>
    </message>
    <message>
        <source>Hugging Face config file</source>
        <translation>Hugging Face 配置文件</translation>
    </message>
    <message>
        <source>Parameters. Moving it scales the architecture (custom model).</source>
        <translation>参数量。拖动会按比例缩放架构（自定义模型）。</translation>
    </message>
    <message>
        <source>Size (parameters)</source>
        <translation>规模（参数量）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source> MiB/sample</source>
        <translation> MiB/样本</translation>
    </message>
    <message>
        <source>Activation memory per sample at 16-bit, for a model known only by its size</source>
        <translation>仅知规模的模型在 16 位下每样本的激活值显存</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>same as heads</source>
        <translation>与头数相同</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>4 × hidden</source>
        <translation>4 × 隐藏层</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每词元专家数</translation>
    </message>
    <message>
        <source>Gated MLP</source>
        <translation>门控 MLP</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享嵌入</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (the decode batch for inference)</source>
        <translation>每步每 GPU 的序列数（推理时为解码批次）</translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练词元数</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词元</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出词元</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>精度与优化器</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
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
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
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
        <translation>并行与节省显存</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0：无</translation>
    </message>
    <message>
        <source>1: optimizer states</source>
        <translation>1：优化器状态</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <source>3: + weights</source>
        <translation>3：+ 权重</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>GPU described in the file</source>
        <translation>文件中描述的 GPU</translation>
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
        <translation>模型 FLOPs 利用率：训练达到的峰值算力比例</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>云端价格</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <source>Cloud price per GPU-hour</source>
        <translation>每 GPU 小时云端价格</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>购买价</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>每 GPU 购买价</translation>
    </message>
    <message>
        <source>Back to the catalog&apos;s price for this GPU</source>
        <translation>恢复为此 GPU 的目录价格</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
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
        <translation>电能使用效率：设施总功率 / IT 功率</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Server share</source>
        <translation>服务器占比</translation>
    </message>
    <message>
        <source>Server, network and storage cost as a share of the GPU price</source>
        <translation>服务器、网络和存储成本占 GPU 价格的比例</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source> %/year</source>
        <translation> %/年</translation>
    </message>
    <message>
        <source>Maintenance per year as a share of the capital cost</source>
        <translation>每年维护费用占资本成本的比例</translation>
    </message>
    <message>
        <source>Attention query projection</source>
        <translation>注意力查询投影</translation>
    </message>
    <message>
        <source>Attention key projection</source>
        <translation>注意力键投影</translation>
    </message>
    <message>
        <source>Attention value projection</source>
        <translation>注意力值投影</translation>
    </message>
    <message>
        <source>Attention output projection</source>
        <translation>注意力输出投影</translation>
    </message>
    <message>
        <source>MLP gate projection</source>
        <translation>MLP 门控投影</translation>
    </message>
    <message>
        <source>MLP up projection</source>
        <translation>MLP 上投影</translation>
    </message>
    <message>
        <source>MLP down projection</source>
        <translation>MLP 下投影</translation>
    </message>
    <message>
        <source>The weight matrices that get a LoRA adapter in every layer</source>
        <translation>每层中加装 LoRA 适配器的权重矩阵</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 目标</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟级数</translation>
    </message>
    <message>
        <source>Interleaved pipeline: model chunks per GPU, which shrink the pipeline bubble (needs pipeline parallel above 1)</source>
        <translation>交错流水线：每 GPU 的模型块数，可缩小流水线气泡（需要流水线并行度大于 1）</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>GPUs of a data-parallel group that share out each MoE layer&apos;s experts (mixture-of-experts models only)</source>
        <translation>数据并行组中分摊每个 MoE 层专家的 GPU 数（仅限混合专家模型）</translation>
    </message>
    <message>
        <source>Efficiency and overhead</source>
        <translation>效率与开销</translation>
    </message>
    <message>
        <source>Use HFU instead of MFU</source>
        <translation>用 HFU 代替 MFU</translation>
    </message>
    <message>
        <source>Time training by the hardware FLOPs utilisation, which counts recomputed FLOPs, instead of MFU</source>
        <translation>按硬件 FLOPs 利用率（计入重计算的 FLOPs）而非 MFU 计算训练时间</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>Hardware FLOPs utilisation: the share of peak the GPUs achieve, recomputation included</source>
        <translation>硬件 FLOPs 利用率：GPU 达到的峰值算力比例，含重计算</translation>
    </message>
    <message>
        <source>BW efficiency</source>
        <translation>带宽效率</translation>
    </message>
    <message>
        <source>The share of the GPU&apos;s peak memory bandwidth that inference actually reaches</source>
        <translation>推理实际达到的 GPU 峰值显存带宽比例</translation>
    </message>
    <message>
        <source>Fixed overhead</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Memory each GPU loses before the model loads: CUDA context, cuBLAS and NCCL workspaces</source>
        <translation>加载模型之前每块 GPU 已占去的显存：CUDA 上下文、cuBLAS 和 NCCL 工作区</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>Memory lost to allocator fragmentation, as a share of everything else on the GPU</source>
        <translation>因分配器碎片而损失的显存，占 GPU 上其余所有内容的比例</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>托管费</translation>
    </message>
    <message>
        <source>/kW·month</source>
        <translation>/kW·月</translation>
    </message>
    <message>
        <source>On-premises data-centre space, cooling and power delivery per kW of GPU power per month</source>
        <translation>自有数据中心的机房空间、冷却和供电费用，按每 kW GPU 功率每月计</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>GPUs that split each sequence between them (ring attention): for long sequences; divides the activations and adds a K/V exchange</source>
        <translation>在多块 GPU 之间切分每条序列（环形注意力）：用于长序列；分摊激活，但增加 K/V 交换</translation>
    </message>
    <message>
        <source>Fixed MFU</source>
        <translation>固定 MFU</translation>
    </message>
    <message>
        <source>Time training by an MFU you know from your own runs instead of predicting the step from compute, communication and pipeline bubbles</source>
        <translation>用你自己训练中测得的 MFU 计算训练时间，而不是根据计算、通信和流水线气泡预测每步时间</translation>
    </message>
    <message>
        <source>Network and overlap</source>
        <translation>网络与重叠</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs joined by the fast scale-up link (NVLink, xGMI) in one node or rack domain; the catalog&apos;s figure until you change it</source>
        <translation>在同一节点或机柜域内由高速纵向扩展互连（NVLink、xGMI）相连的 GPU 数；修改之前取目录中的数值</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>纵向扩展</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Bandwidth per GPU and direction inside a node (NVLink, xGMI or PCIe)</source>
        <translation>节点内每块 GPU 每个方向的带宽（NVLink、xGMI 或 PCIe）</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>横向扩展</translation>
    </message>
    <message>
        <source>Each GPU&apos;s share of the network between nodes (InfiniBand, RoCE), per direction</source>
        <translation>每块 GPU 在节点间网络（InfiniBand、RoCE）中分得的带宽，按单方向计</translation>
    </message>
    <message>
        <source>Overlap gradient reduction</source>
        <translation>重叠梯度归约</translation>
    </message>
    <message>
        <source>Reduce gradients bucket by bucket during the backward pass (--overlap-grad-reduce)</source>
        <translation>在反向传播过程中按桶逐个归约梯度（--overlap-grad-reduce）</translation>
    </message>
    <message>
        <source>Overlap parameter gathers</source>
        <translation>重叠参数收集</translation>
    </message>
    <message>
        <source>Prefetch ZeRO/FSDP parameter all-gathers behind compute (--overlap-param-gather)</source>
        <translation>在计算的同时预取 ZeRO/FSDP 参数 all-gather（--overlap-param-gather）</translation>
    </message>
    <message>
        <source>Overlap tensor-parallel</source>
        <translation>重叠张量并行</translation>
    </message>
    <message>
        <source>Hide the forward tensor-parallel collectives behind the GEMMs (--tp-comm-overlap)</source>
        <translation>把前向传播的张量并行集合通信隐藏在 GEMM 之后（--tp-comm-overlap）</translation>
    </message>
    <message>
        <source>Overlap pipeline transfers</source>
        <translation>重叠流水线传输</translation>
    </message>
    <message>
        <source>Hide the stage-to-stage transfers behind compute, except while the pipeline fills and drains</source>
        <translation>把级间传输隐藏在计算之后（流水线填充和排空阶段除外）</translation>
    </message>
    <message>
        <source>Efficiency scale</source>
        <translation>效率系数</translation>
    </message>
    <message>
        <source>Multiplies every kernel efficiency of the predicted step; 1 is the built-in model. &quot;Fit&quot; sets it from a run of yours.</source>
        <translation>乘到预测步骤中每个内核的效率上；1 表示内置模型。“拟合”会根据你自己的一次运行来设定它。</translation>
    </message>
    <message>
        <source>Tokens per second per GPU that your own run of this layout measured</source>
        <translation>你自己按此布局运行时测得的每 GPU 每秒 token 数</translation>
    </message>
    <message>
        <source>Measured tok/s/GPU</source>
        <translation>实测 token/s/GPU</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <source>Set the efficiency scale so the predicted step matches your measurement; every other layout is then predicted from it</source>
        <translation>设定效率系数，使预测的每步时间与你的测量一致；之后其他布局都按它预测</translation>
    </message>
    <message>
        <source>Fitted: efficiency scale %1 (the model predicted %2 tokens/s per GPU)</source>
        <translation>已拟合：效率系数 %1（模型原先预测每 GPU %2 token/s）</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>TTFT limit</source>
        <translation>TTFT 上限</translation>
    </message>
    <message>
        <source>Longest acceptable time to first token; the largest concurrency that meets it is chosen</source>
        <translation>可接受的最长首 token 时间；选择满足它的最大并发</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>TPOT limit</source>
        <translation>TPOT 上限</translation>
    </message>
    <message>
        <source>Longest acceptable time per output token (one user&apos;s decode speed)</source>
        <translation>每个输出 token 可接受的最长时间（单个用户的解码速度）</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <source>Sequences per replica; none lets the KV memory and the limits choose</source>
        <translation>每个副本的序列数；无：由 KV 内存和上限决定</translation>
    </message>
    <message>
        <source>Prefill replicas</source>
        <translation>预填充副本</translation>
    </message>
    <message>
        <source>Disaggregated serving: replicas that only prefill and hand the KV cache to the others, which only decode; none: every replica does both</source>
        <translation>分离式服务：部分副本只做预填充并把 KV 缓存交给只做解码的其他副本；无：每个副本两者都做</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>草稿 token 数</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens the draft proposes per target step</source>
        <translation>投机解码：草稿模型每个目标步提出的 token 数</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>接受率</translation>
    </message>
    <message>
        <source>Speculative decoding: the chance the target accepts each drafted token</source>
        <translation>投机解码：目标模型接受每个草稿 token 的概率</translation>
    </message>
    <message>
        <source>Layer kinds</source>
        <translation>层类型</translation>
    </message>
    <message>
        <source>expert parallel set to %1 (%2 has %3 experts)</source>
        <translation>专家并行设为 %1（%2 有 %3 个专家）</translation>
    </message>
    <message>
        <source>expert parallel set back to 1 (%1 has no experts)</source>
        <translation>专家并行改回 1（%1 没有专家）</translation>
    </message>
    <message>
        <source>tensor parallel set to %1 (it must divide the %2 attention heads)</source>
        <translation>张量并行设为 %1（须整除 %2 个注意力头）</translation>
    </message>
    <message>
        <source>pipeline parallel set back to 1 (a model known only by its size has no layers to split)</source>
        <translation>流水线并行改回 1（只知道规模的模型没有可切分的层）</translation>
    </message>
    <message>
        <source>For %1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 is %2 and must be %3</source>
        <translation>%1 为 %2，应为 %3</translation>
    </message>
    <message>
        <source>Model and GPU</source>
        <translation>模型与 GPU</translation>
    </message>
    <message>
        <source>Count samples and epochs</source>
        <translation>按样本和轮数计</translation>
    </message>
    <message>
        <source>Samples per epoch</source>
        <translation>每轮样本数</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>counted in images: %1 per epoch (ImageNet-1k), %2 epochs</source>
        <translation>按图像计：每轮 %1 张（ImageNet-1k），%2 轮</translation>
    </message>
    <message>
        <source>Data and checkpoints</source>
        <translation>数据与检查点</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Text (token ids)</source>
        <translation>文本（token id）</translation>
    </message>
    <message>
        <source>Images (JPEG)</source>
        <translation>图像（JPEG）</translation>
    </message>
    <message>
        <source>Bytes per sample</source>
        <translation>每样本字节数</translation>
    </message>
    <message>
        <source> KB</source>
        <translation> KB</translation>
    </message>
    <message>
        <source>One sample as stored: tokens × bytes per id for text, ~110 KB for an ImageNet JPEG</source>
        <translation>存储中的一个样本：文本为 token 数 × 每个 id 的字节数，ImageNet JPEG 约 110 KB</translation>
    </message>
    <message>
        <source>Storage read</source>
        <translation>存储读取</translation>
    </message>
    <message>
        <source>What one node reads its samples at (local NVMe, a network file system)</source>
        <translation>一个节点读取样本的速率（本地 NVMe、网络文件系统）</translation>
    </message>
    <message>
        <source>Host to GPU</source>
        <translation>主机到 GPU</translation>
    </message>
    <message>
        <source>Host-to-device copies per GPU: ~25 GB/s on PCIe 4.0 x16, ~50 GB/s on 5.0; the GPU&apos;s generation until you change it</source>
        <translation>每块 GPU 的主机到设备拷贝：PCIe 4.0 x16 约 25 GB/s，5.0 约 50 GB/s；在您修改之前取该 GPU 的代际</translation>
    </message>
    <message>
        <source>CPU cores per node</source>
        <translation>每节点 CPU 核数</translation>
    </message>
    <message>
        <source>Cores the data-loader workers of one node decode images on</source>
        <translation>一个节点的数据加载 worker 用于解码图像的核数</translation>
    </message>
    <message>
        <source>Images per core</source>
        <translation>每核图像数</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>JPEG decodes with augmentation one core does per second (an assumption: measure your loader alone)</source>
        <translation>单核每秒完成的带数据增强的 JPEG 解码数（假设值：请单独测量您的加载器）</translation>
    </message>
    <message>
        <source>Loader overlaps the step</source>
        <translation>加载与计算步重叠</translation>
    </message>
    <message>
        <source>Loader workers prepare the next batches while the GPUs run this one: the slowest stage sets the pace instead of all of them adding up</source>
        <translation>加载 worker 在 GPU 计算当前批次时准备后续批次：由最慢的阶段决定节奏，而非各阶段相加</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> 步</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <source>What the job writes a checkpoint (weights, master copy, optimizer states) at</source>
        <translation>作业写入检查点（权重、主副本、优化器状态）的速率</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>重叠专家 all-to-all</translation>
    </message>
    <message>
        <source>Hide the MoE dispatch and combine behind another micro-batch&apos;s compute (DualPipe, --overlap-moe-expert-parallel-comm)</source>
        <translation>将 MoE 的分发与合并隐藏在另一个微批次的计算之后（DualPipe，--overlap-moe-expert-parallel-comm）</translation>
    </message>
    <message>
        <source>Choose the split</source>
        <translation>自动选择划分</translation>
    </message>
    <message>
        <source>Disaggregated serving: try every split of the replicas into prefill and decode pools and keep the one that serves the most per GPU within the limits (needs two replicas)</source>
        <translation>分离式服务：尝试将副本划分为预填充池与解码池的每种方式，保留在上限内每 GPU 吞吐最高的一种（至少需要两个副本）</translation>
    </message>
    <message>
        <source>Request mix</source>
        <translation>请求组合</translation>
    </message>
    <message>
        <source>none: every request is the prompt and output above</source>
        <translation>无：每个请求都按上面的提示与输出长度</translation>
    </message>
    <message>
        <source>kinds of request from the file: %1; serving uses them, not the prompt and output above</source>
        <translation>文件中的请求种类：%1；服务模型使用它们，而不是上面的提示与输出长度</translation>
    </message>
    <message>
        <source>KV cache share</source>
        <translation>KV 缓存占比</translation>
    </message>
    <message>
        <source>The share of the memory left after the weights that the runtime gives its KV cache (TensorRT-LLM&apos;s free_gpu_memory_fraction; 0.90 unless set)</source>
        <translation>运行时在权重之外的空闲显存中分给 KV 缓存的比例（TensorRT-LLM 的 free_gpu_memory_fraction；未设置时为 0.90）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>%1 (preliminary)</source>
        <translation>%1（预发布）</translation>
    </message>
    <message>
        <source>Cloud rate</source>
        <translation>云端计价</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>One-year reserved</source>
        <translation>一年预留</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>The catalog rate the cloud price follows when you have not set your own; the GPU&apos;s on-demand rate when the catalog has none of this kind</source>
        <translation>未设置自己的价格时，云端价格采用的目录计价方式；目录中没有此类价格时，采用该 GPU 的按需价格</translation>
    </message>
    <message>
        <source>Cloud rate: %1. Purchase price: %2.</source>
        <translation>云端价格：%1。购买价：%2。</translation>
    </message>
    <message>
        <source>Check the prices older than six months or not quoted.</source>
        <translation>请核实超过六个月或并非报价的价格。</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>%1 (inference)</source>
        <translation>%1（推理）</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>What runs the job: what it keeps in memory and when (the peak of the step), its allocator&apos;s reserve and the CUDA context. Default: the papers&apos; accounting (Megatron-LM for training, TensorRT-LLM for inference)</source>
        <translation>运行任务的软件：它在何时保留哪些内存（步骤的峰值）、分配器的预留以及 CUDA 上下文。默认：论文的算法（训练为 Megatron-LM，推理为 TensorRT-LLM）</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compiled with torch.compile: fused elementwise kernels save fewer tensors (PyTorch-native stacks)</source>
        <translation>使用 torch.compile 编译：融合的逐元素内核保存更少的张量（PyTorch 原生栈）</translation>
    </message>
    <message>
        <source>mode set to pre-training (LoRA and QLoRA adapt the layers of a transformer)</source>
        <translation>模式改为预训练（LoRA 和 QLoRA 适配的是 Transformer 的层）</translation>
    </message>
    <message>
        <source>counted in tokens again: %1 training tokens</source>
        <translation>重新按词元计数：%1 个训练词元</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>Attention runs FlashAttention-2 kernels: PyTorch&apos;s SDPA before it preferred cuDNN on Hopper, or transformers&apos; flash_attention_2 (about 0.34 of an H100&apos;s peak against 0.45)</source>
        <translation>注意力使用 FlashAttention-2 内核：PyTorch 的 SDPA 在 Hopper 上改用 cuDNN 之前的默认做法，或 transformers 的 flash_attention_2（约为 H100 峰值的 0.34，而非 0.45）</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>The board&apos;s power limit (nvidia-smi -pl); below the TDP the tensor cores run at lower clocks, and energy is paid on the limit. The GPU&apos;s TDP until you change it</source>
        <translation>板卡的功率上限（nvidia-smi -pl）；低于 TDP 时 Tensor Core 以更低频率运行，电费按上限计算。在您修改之前为该 GPU 的 TDP</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>The stack&apos;s (fp32 logits)</source>
        <translation>软件栈自带（fp32 logits）</translation>
    </message>
    <message>
        <source>Compiled</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Chunked</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>The cross-entropy: the stack&apos;s upcasts the logits to fp32 (three fp32 copies at the start of the backward); compiled, torch.compile fuses it and keeps the 16-bit logits (torchtitan with torch.compile since April 2025); chunked, a fused linear cross-entropy (Liger Kernel, Cut Cross-Entropy) never makes the whole logits</source>
        <translation>交叉熵：软件栈自带的会把 logits 转为 fp32（反向开始时有三份 fp32 副本）；编译版由 torch.compile 融合，只保留 16 位 logits（torchtitan 自 2025 年 4 月起在 torch.compile 下如此）；分块版是融合的线性交叉熵（Liger Kernel、Cut Cross-Entropy），从不生成完整的 logits</translation>
    </message>
    <message>
        <source>The Trainer reduces the gradients after every micro-batch (Accelerate&apos;s sync_each_batch). Off, its default, FSDP keeps the whole model&apos;s gradients unsharded until a step&apos;s last micro-batch</source>
        <translation>Trainer 在每个微批次之后都归约梯度（Accelerate 的 sync_each_batch）。关闭时（默认），FSDP 会把整个模型的梯度以未分片形式保留到一步的最后一个微批次</translation>
    </message>
    <message>
        <source>sync_each_batch</source>
        <translation>sync_each_batch</translation>
    </message>
    <message>
        <source>Recomputed layers</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>所有层</translation>
    </message>
    <message>
        <source>Full recomputation of only the first layers of each pipeline stage (each model chunk when interleaved); the others keep their activations. Megatron-LM&apos;s recompute_method block with recompute_num_layers</source>
        <translation>仅对每个流水线阶段（交错时为每个模型分块）的前几层做完全重计算；其余层保留其激活。即 Megatron-LM 的 recompute_method block 配合 recompute_num_layers</translation>
    </message>
    <message>
        <source>DeepEP dispatch</source>
        <translation>DeepEP 分发</translation>
    </message>
    <message>
        <source>The experts&apos; tokens go out and back through DeepEP&apos;s fused dispatch and combine kernels, which write the experts&apos; buffers directly. Off, Megatron-Core&apos;s alltoall dispatcher copies each routed token into the exchange&apos;s order, sorts it by expert and undoes both (mixture-of-experts models on Megatron or under torch.compile)</source>
        <translation>专家的词元经由 DeepEP 融合的分发与合并内核往返，直接写入专家的缓冲区。关闭时，Megatron-Core 的 alltoall 分发器把每个路由后的词元复制到交换顺序中，按专家排序，之后再还原（Megatron 或 torch.compile 下的混合专家模型）</translation>
    </message>
</context>
<context>
    <name>headroom::app::LayerStrip</name>
    <message>
        <source>MLA (latent %1)</source>
        <translation>MLA（潜变量 %1）</translation>
    </message>
    <message>
        <source>grouped-query (%1 KV heads)</source>
        <translation>分组查询（%1 个 KV 头）</translation>
    </message>
    <message>
        <source>multi-head</source>
        <translation>多头</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens)</source>
        <translation>%1 个滑动窗口（%2 token）</translation>
    </message>
    <message>
        <source>%1 chunked (%2 tokens)</source>
        <translation>%1 个分块注意力（%2 token）</translation>
    </message>
    <message>
        <source>%1 linear</source>
        <translation>%1 个线性</translation>
    </message>
    <message>
        <source>%1 full %2 + %3</source>
        <translation>%1 个全注意力 %2 + %3</translation>
    </message>
    <message>
        <source>%1 MoE layers, %2 experts, top-%3</source>
        <translation>%1 个 MoE 层，%2 个专家，top-%3</translation>
    </message>
    <message>
        <source>, shared experts</source>
        <translation>，共享专家</translation>
    </message>
    <message>
        <source>%1 dense + %2</source>
        <translation>%1 个稠密 + %2</translation>
    </message>
    <message>
        <source>%1 MTP module(s), counted apart</source>
        <translation>%1 个 MTP 模块，单独计数</translation>
    </message>
    <message>
        <source>%1 layers: %2</source>
        <translation>%1 层：%2</translation>
    </message>
</context>
<context>
    <name>headroom::app::LogSlider</name>
    <message>
        <source>Drag: common values. Shift+drag or Shift+arrow: fine steps.</source>
        <translation>拖动：常用值。Shift+拖动或 Shift+方向键：细调。</translation>
    </message>
    <message>
        <source>Shift+drag or Shift+arrow: fine steps.</source>
        <translation>Shift+拖动或 Shift+方向键：细调。</translation>
    </message>
</context>
<context>
    <name>headroom::app::MainWindow</name>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Rules of Thumb</source>
        <translation>经验法则</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Applied the plan&apos;s layout to the scenario</source>
        <translation>已将计划的布局应用到场景</translation>
    </message>
    <message>
        <source>Your catalog file was ignored: %1</source>
        <translation>已忽略您的目录文件：%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>导入模型(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Chart as &amp;Image…</source>
        <translation>图表导出为图像(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;All Charts in One Image…</source>
        <translation>全部图表合为一张图像(&amp;A)…</translation>
    </message>
    <message>
        <source>Results as &amp;JSON or CSV…</source>
        <translation>结果导出为 JSON 或 CSV(&amp;J)…</translation>
    </message>
    <message>
        <source>Explanation as &amp;Markdown…</source>
        <translation>说明导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <source>Open &amp;Presentation…</source>
        <translation>打开演示(&amp;P)…</translation>
    </message>
    <message>
        <source>A&amp;dd Scenario as Slide</source>
        <translation>将场景添加为幻灯片(&amp;D)</translation>
    </message>
    <message>
        <source>Save Presentation…</source>
        <translation>保存演示…</translation>
    </message>
    <message>
        <source>Start Presen&amp;ter</source>
        <translation>开始演示(&amp;T)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Explanation as Markdown</source>
        <translation>将说明复制为 Markdown(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pin for Comparison</source>
        <translation>固定以便比较(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>关于 Headroom(&amp;A)</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>关于 Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom&lt;/b&gt; %1&lt;br&gt;GPU memory, time and cost for deep learning.&lt;br&gt;Built with Qt %2 (LGPLv3) and Qt Charts (GPLv3).</source>
        <translation>&lt;b&gt;Headroom&lt;/b&gt; %1&lt;br&gt;深度学习的 GPU 显存、时间与成本。&lt;br&gt;基于 Qt %2（LGPLv3）和 Qt Charts（GPLv3）构建。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
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
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot import model</source>
        <translation>无法导入模型</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近文件</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>There is no valid estimate to draw.</source>
        <translation>没有可绘制的有效估算。</translation>
    </message>
    <message>
        <source>Choose a file, and a size of at most %1 pixels a side and %2 megapixels.</source>
        <translation>请选择文件，尺寸每边不超过 %1 像素且总计不超过 %2 百万像素。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>There is no valid estimate to export.</source>
        <translation>没有可导出的有效估算。</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no valid estimate to explain.</source>
        <translation>没有可解释的有效估算。</translation>
    </message>
    <message>
        <source>Export explanation</source>
        <translation>导出说明</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Copied the chart</source>
        <translation>已复制图表</translation>
    </message>
    <message>
        <source>Nothing to pin</source>
        <translation>没有可固定的内容</translation>
    </message>
    <message>
        <source>Fix the scenario first: it has no valid estimate.</source>
        <translation>请先修正场景：它没有有效的估算。</translation>
    </message>
    <message>
        <source>Nothing to present</source>
        <translation>没有可演示的内容</translation>
    </message>
    <message>
        <source>Cannot open presentation</source>
        <translation>无法打开演示</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>没有可添加的内容</translation>
    </message>
    <message>
        <source>Added slide %1 to the presentation</source>
        <translation>已将第 %1 张幻灯片添加到演示</translation>
    </message>
    <message>
        <source>Cannot save presentation</source>
        <translation>无法保存演示</translation>
    </message>
    <message>
        <source>Open presentation</source>
        <translation>打开演示</translation>
    </message>
    <message>
        <source>Headroom presentations (*.headroom.json);;All files (*)</source>
        <translation>Headroom 演示（*.headroom.json）;;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save presentation</source>
        <translation>保存演示</translation>
    </message>
    <message>
        <source>Headroom presentations (*.headroom.json)</source>
        <translation>Headroom 演示（*.headroom.json）</translation>
    </message>
    <message>
        <source>Plan &amp;Layouts</source>
        <translation>规划并行布局(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>无法复制</translation>
    </message>
    <message>
        <source>Not available while the scenario has an error: %1</source>
        <translation>场景有错误时不可用：%1</translation>
    </message>
    <message>
        <source>The scenario has an error, so it has no estimate: %1</source>
        <translation>场景有错误，因此没有估算：%1</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>The file already there was not changed.</source>
        <translation>原有文件未被更改。</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Scenarios and models (*.json *.safetensors *.gguf);;All files (*)</source>
        <translation>场景和模型 (*.json *.safetensors *.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Hugging Face config, safetensors or GGUF (config.json *.json *.safetensors *.gguf);;All files (*)</source>
        <translation>Hugging Face 配置、safetensors 或 GGUF (config.json *.json *.safetensors *.gguf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every formula, with its source, is in &lt;b&gt;docs/model.md&lt;/b&gt;; the accuracy against published measurements in &lt;b&gt;docs/validation.md&lt;/b&gt;; the command line in &lt;b&gt;man headroom-cli&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Installed from the package, the docs are in %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个公式及其来源见 &lt;b&gt;docs/model.md&lt;/b&gt;；与公开测量的对比精度见 &lt;b&gt;docs/validation.md&lt;/b&gt;；命令行见 &lt;b&gt;man headroom-cli&lt;/b&gt;。&lt;/p&gt;&lt;p&gt;从软件包安装时，文档位于 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save interview summary</source>
        <translation>保存面试总结</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Serving fleets</source>
        <translation>服务集群</translation>
    </message>
    <message>
        <source>Applied the serving fleet to the scenario</source>
        <translation>已将服务集群应用到场景</translation>
    </message>
    <message>
        <source>Plan a Serving &amp;Fleet</source>
        <translation>规划服务集群(&amp;F)</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>对比：</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <source>INT4 (AWQ) weights</source>
        <translation>INT4 (AWQ) 权重</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>NVFP4 权重</translation>
    </message>
    <message>
        <source>Q4_K_M weights (GGUF)</source>
        <translation>Q4_K_M 权重 (GGUF)</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>FP8 KV 缓存</translation>
    </message>
    <message>
        <source>INT8 KV cache</source>
        <translation>INT8 KV 缓存</translation>
    </message>
    <message>
        <source>Replicas of 1 GPU (no tensor parallel)</source>
        <translation>单 GPU 副本（无张量并行）</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 2</source>
        <translation>张量并行 2 的副本</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 4</source>
        <translation>张量并行 4 的副本</translation>
    </message>
    <message>
        <source>Replicas of tensor parallel 8</source>
        <translation>张量并行 8 的副本</translation>
    </message>
    <message>
        <source>A second curve for the same scenario with this one change, on the same GPUs</source>
        <translation>同一场景仅做此一项改动、在相同 GPU 上的第二条曲线</translation>
    </message>
    <message>
        <source>%1 (mine)</source>
        <translation>%1（我的）</translation>
    </message>
    <message>
        <source>Saved %1 to your catalog (%2)</source>
        <translation>已将 %1 保存到您的目录（%2）</translation>
    </message>
    <message>
        <source>Cannot import GPUs</source>
        <translation>无法导入 GPU</translation>
    </message>
    <message>
        <source>%1 holds no GPUs.</source>
        <translation>%1 中没有 GPU。</translation>
    </message>
    <message>
        <source>Imported %1 GPUs from %2 into your catalog</source>
        <translation>已从 %2 导入 %1 块 GPU 到您的目录</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Add GPU…</source>
        <translation>添加 GPU(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit This GPU…</source>
        <translation>编辑此 GPU(&amp;E)…</translation>
    </message>
    <message>
        <source>Import GPUs</source>
        <translation>导入 GPU</translation>
    </message>
    <message>
        <source>Catalog files (*.json)</source>
        <translation>目录文件 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Import GPUs from a File…</source>
        <translation>从文件导入 GPU(&amp;I)…</translation>
    </message>
    <message>
        <source>Show &amp;Preliminary Parts</source>
        <translation>显示预发布型号(&amp;P)</translation>
    </message>
    <message>
        <source>Memory timeline</source>
        <translation>内存时间线</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sliders: arrow keys step, Page Up/Down jump; Shift+arrow takes a fine step, and dragging with Shift held moves the handle finely; type a value in the box beside them (1.5e9, 70B, 128K).&lt;/p&gt;</source>
        <translation>&lt;p&gt;滑块：方向键单步调整，Page Up/Down 大步跳转；Shift+方向键微调一步，按住 Shift 拖动可精细移动滑块；也可在旁边的输入框中键入数值（1.5e9、70B、128K）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>headroom::app::MemoryChartWidget</name>
    <message>
        <source>Compare:</source>
        <translation>比较：</translation>
    </message>
    <message>
        <source>Nothing (this scenario)</source>
        <translation>无（本场景）</translation>
    </message>
    <message>
        <source>Precision recipes</source>
        <translation>精度方案</translation>
    </message>
    <message>
        <source>ZeRO stages</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Pinned scenario</source>
        <translation>已固定的场景</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3 of %4 in use (%5)&lt;br&gt;GPU memory: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2&lt;br&gt;已用 %3 / %4（%5）&lt;br&gt;GPU 显存：%6</translation>
    </message>
    <message>
        <source>Weight formats</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <source>KV cache formats</source>
        <translation>KV 缓存格式</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanChartWidget</name>
    <message>
        <source>%1, %2; memory %3 of %4</source>
        <translation>%1，%2；显存 %3 / %4</translation>
    </message>
    <message>
        <source>The best layout on %1 GPUs of this type</source>
        <translation>在 %1 块此型号 GPU 上的最佳布局</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Click to select the row; double-click the row to apply it</source>
        <translation>单击选中该行；双击应用该行</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanModel</name>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>GPU 最少</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>%1 × %2: TP %3, PP %4, DP %5</source>
        <translation>%1 × %2：TP %3，PP %4，DP %5</translation>
    </message>
    <message>
        <source>, ZeRO %1, micro-batch %2, recomputation: %3</source>
        <translation>，ZeRO %1，微批次 %2，重计算：%3</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>，序列并行</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>memory per GPU / capacity</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Memory: %1 per GPU, %2 usable of %3</source>
        <translation>显存：每 GPU %1，可用 %2 / %3</translation>
    </message>
    <message>
        <source>%1, %2; cloud %3, on-prem %4</source>
        <translation>%1，%2；云端 %3，自有 %4</translation>
    </message>
    <message>
        <source>Nothing fits: this layout comes closest.</source>
        <translation>都放不下：此布局最接近。</translation>
    </message>
    <message>
        <source>%1 layouts take the same time and cost; this is the simplest of them.</source>
        <translation>%1 种布局的时间和成本相同；这是其中最简单的一种。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
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
        <translation>批次</translation>
    </message>
    <message>
        <source>MB</source>
        <comment>micro-batch</comment>
        <translation>MB</translation>
    </message>
    <message>
        <source>Recomp.</source>
        <comment>activation recomputation</comment>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>显存 / GPU</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>Pipeline-parallel size</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>数据并行副本数</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>Samples per micro-batch</source>
        <translation>每微批次样本数</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Memory on the most loaded GPU, of the GPU&apos;s capacity</source>
        <translation>负载最重的 GPU 的显存占用 / GPU 容量</translation>
    </message>
    <message>
        <source>Latency of one request</source>
        <translation>单个请求的延迟</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>Cost of the run, on-prem</source>
        <translation>在自有硬件上运行的成本</translation>
    </message>
    <message>
        <source>Cost of the run in the cloud</source>
        <translation>在云端运行的成本</translation>
    </message>
    <message>
        <source>Why the planner shows this layout</source>
        <translation>规划器为何显示此布局</translation>
    </message>
    <message>
        <source>closest (does not fit)</source>
        <translation>最接近（放不下）</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>限制因素</translation>
    </message>
    <message>
        <source>The predicted MFU and what bounds the step: compute, memory-bound work, the pipeline bubble or communication</source>
        <translation>预测的 MFU 以及限制每步时间的因素：计算、受显存带宽限制的运算、流水线气泡或通信</translation>
    </message>
    <message>
        <source>%1 MFU; %2</source>
        <translation>%1 MFU；%2</translation>
    </message>
    <message>
        <source>Limited by %1</source>
        <translation>受限于%1</translation>
    </message>
</context>
<context>
    <name>headroom::app::PlanPanel</name>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Search the layouts for the current scenario</source>
        <translation>为当前场景搜索布局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Apply to Scenario</source>
        <translation>应用到场景(&amp;A)</translation>
    </message>
    <message>
        <source>Load the selected layout into the scenario (or double-click a row)</source>
        <translation>将选中的布局载入场景（或双击某行）</translation>
    </message>
    <message>
        <source>The scenario has changed since this plan was run: press Run to update it.</source>
        <translation>此规划运行后场景已更改：请点击“运行”更新。</translation>
    </message>
    <message>
        <source>Tick the GPU types to compare and press Run.</source>
        <translation>勾选要比较的 GPU 型号，然后点击“运行”。</translation>
    </message>
    <message>
        <source>GPU types</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>The GPU types to compare. None ticked: the scenario&apos;s GPU.</source>
        <translation>要比较的 GPU 型号。未勾选时：使用场景中的 GPU。</translation>
    </message>
    <message>
        <source>Counts searched: powers of two and multiples of 8 up to this, plus the scenario&apos;s own</source>
        <translation>搜索的数量：不超过此值的 2 的幂和 8 的倍数，外加场景自身的数量</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Which end of the front comes first</source>
        <translation>前沿的哪一端排在前面</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云端</translation>
    </message>
    <message>
        <source>On-prem</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Keep only layouts that finish within this many days</source>
        <translation>仅保留在此天数内完成的布局</translation>
    </message>
    <message>
        <source>Keep only layouts that cost at most this (USD) on the cost basis</source>
        <translation>仅保留按成本依据花费不超过此值（美元）的布局</translation>
    </message>
    <message>
        <source>Memory to keep free on each GPU</source>
        <translation>每块 GPU 需保留的空闲显存</translation>
    </message>
    <message>
        <source>Largest tensor-parallel size (8: one node)</source>
        <translation>最大张量并行度（8：单节点）</translation>
    </message>
    <message>
        <source>Largest pipeline-parallel size</source>
        <translation>最大流水线并行度</translation>
    </message>
    <message>
        <source>Largest micro-batch tried</source>
        <translation>尝试的最大微批次</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>最多 GPU</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>成本依据</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Max TP</source>
        <translation>最大 TP</translation>
    </message>
    <message>
        <source>Max PP</source>
        <translation>最大 PP</translation>
    </message>
    <message>
        <source>Max micro-batch</source>
        <translation>最大微批次</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>%1 (from the scenario)</source>
        <translation>%1（来自场景）</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled: the table shows the previous results.</source>
        <translation>已取消：表格显示的是之前的结果。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 layouts searched (%2 skipped as too big), %3 fit, %4 within the deadline and budget. %5 on the front. Took %6.</source>
        <translation>共搜索 %1 种布局（%2 种因过大而跳过），%3 种放得下，%4 种满足期限和预算。前沿上有 %5 种。耗时 %6。</translation>
    </message>
    <message>
        <source>No layout fits in memory with %1 kept free.</source>
        <translation>保留 %1 空闲时，没有布局能放进显存。</translation>
    </message>
    <message>
        <source>No layout fits in memory.</source>
        <translation>没有布局能放进显存。</translation>
    </message>
    <message>
        <source>The closest, %1, needs %2 per GPU where %3 is usable (the grey row).</source>
        <translation>最接近的 %1 每 GPU 需要 %2，而可用为 %3（灰色行）。</translation>
    </message>
    <message>
        <source>%1 layouts searched.</source>
        <translation>共搜索 %1 种布局。</translation>
    </message>
    <message>
        <source>%1 layouts fit in memory, but none finishes within the deadline and the budget: relax one of them.</source>
        <translation>有 %1 种布局能放进显存，但没有一个能满足期限和预算：请放宽其中之一。</translation>
    </message>
</context>
<context>
    <name>headroom::app::PracticePanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一张</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一张 ▶</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>您的答案：</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The scenario has no valid estimate: fix it to get questions on it.</source>
        <translation>场景没有有效的估算：修正后才能生成相关题目。</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>得分：%1 / %2</translation>
    </message>
    <message>
        <source>Answer, or press Show Solution, to see the figure worked out with this question&apos;s numbers, and its chart.</source>
        <translation>作答或点击“显示答案”，即可看到用本题数字推算的结果及其图表。</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Model states per GPU: %1 without ZeRO, %2 with ZeRO-%3; the saving is %1 − %2 = %4.</source>
        <translation>每 GPU 模型状态：不用 ZeRO 为 %1，ZeRO-%3 为 %2；节省 %1 − %2 = %4。</translation>
    </message>
    <message>
        <source>(weights + gradients + master weights + optimizer states) / N, before sharding = %1.</source>
        <translation>（权重 + 梯度 + 主权重 + 优化器状态）/ N，分片前 = %1。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Forget the answers given so far (kept between runs)</source>
        <translation>清除目前为止的作答（会在多次运行之间保留）</translation>
    </message>
    <message>
        <source>e.g. 118, 14 GB or 8.4e22</source>
        <translation>例如 118、14 GB 或 8.4e22</translation>
    </message>
    <message>
        <source>Interview: 10 random questions, 15 minutes</source>
        <translation>面试：随机 10 题，15 分钟</translation>
    </message>
    <message>
        <source>Save Summary…</source>
        <translation>保存总结…</translation>
    </message>
    <message>
        <source>The interview&apos;s questions, your answers, the engine&apos;s and the time taken, as Markdown</source>
        <translation>面试的题目、你的答案、引擎的答案和用时，保存为 Markdown</translation>
    </message>
    <message>
        <source>%1 of %2 · finished</source>
        <translation>第 %1 / %2 题 · 已结束</translation>
    </message>
    <message>
        <source>%1 of %2 · %3 left</source>
        <translation>第 %1 / %2 题 · 剩余 %3</translation>
    </message>
    <message>
        <source>Interview over: %1 of %2 right in %3.</source>
        <translation>面试结束：%2 题答对 %1 题，用时 %3。</translation>
    </message>
    <message>
        <source># Headroom interview: %1 of %2 right</source>
        <translation># Headroom 面试：%2 题答对 %1 题</translation>
    </message>
    <message>
        <source>| # | Question | Your answer | Headroom&apos;s answer | Verdict | Seconds |</source>
        <translation>| # | 题目 | 你的答案 | Headroom 的答案 | 判定 | 秒 |</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>too low</source>
        <translation>偏低</translation>
    </message>
    <message>
        <source>too high</source>
        <translation>偏高</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>The question bank (over 100 questions, by topic and level), or questions on the scenario you are editing (they follow your edits)</source>
        <translation>题库（100 多道题，按主题和难度），或针对正在编辑的场景的题目（随编辑更新）</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>全部主题</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>全部难度</translation>
    </message>
    <message>
        <source>The questions of one topic, for the bank and the interview</source>
        <translation>某一主题的题目，用于题库和面试</translation>
    </message>
    <message>
        <source>The questions of one level, for the bank and the interview</source>
        <translation>某一难度的题目，用于题库和面试</translation>
    </message>
    <message>
        <source>No question of this topic at this level: choose another.</source>
        <translation>该主题在此难度下没有题目：请另选。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Only %1 questions match this topic and level: the interview asks all of them, %2 in all.</source>
        <translation>只有 %1 道题符合此主题和难度：面试将全部出题，共 %2。</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>End the interview and see the summary</source>
        <translation>结束面试并查看总结</translation>
    </message>
    <message>
        <source>Interview: %1 of %2 right</source>
        <translation>面试：%2 题中答对 %1 题</translation>
    </message>
</context>
<context>
    <name>headroom::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Binary: GiB, MiB (2³⁰ bytes)</source>
        <translation>二进制：GiB、MiB（2³⁰ 字节）</translation>
    </message>
    <message>
        <source>Decimal: GB, MB (10⁹ bytes)</source>
        <translation>十进制：GB、MB（10⁹ 字节）</translation>
    </message>
    <message>
        <source>Memory units</source>
        <translation>显存单位</translation>
    </message>
    <message>
        <source>Shown with costs. Prices are entered and computed in US dollars.</source>
        <translation>显示在成本旁。价格以美元输入和计算。</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>货币符号</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> 每 kWh</translation>
    </message>
    <message>
        <source>Electricity price for new scenarios</source>
        <translation>新场景的电价</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>The language of menus, charts and messages, and the number format. Applies at once.</source>
        <translation>菜单、图表和消息的语言，以及数字格式。立即生效。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>headroom::app::PresenterView</name>
    <message>
        <source>→ Space next · ← previous · Home/End · F full screen · Ctrl +/− text size · Esc leave</source>
        <translation>→ 空格 下一张 · ← 上一张 · Home/End · F 全屏 · Ctrl +/− 文字大小 · Esc 退出</translation>
    </message>
    <message>
        <source>Headroom presenter</source>
        <translation>Headroom 演示</translation>
    </message>
    <message>
        <source>%1 — Headroom presenter</source>
        <translation>%1 — Headroom 演示</translation>
    </message>
    <message>
        <source>This presentation has no slides.</source>
        <translation>此演示没有幻灯片。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario.</source>
        <translation>%1 不适用于此场景。</translation>
    </message>
</context>
<context>
    <name>headroom::app::RooflineChartWidget</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;FLOPs: %3&lt;br&gt;Bytes moved: %4&lt;br&gt;Intensity: %5 FLOP/byte&lt;br&gt;Attainable: %6 (%7-bound)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2&lt;br&gt;FLOPs：%3&lt;br&gt;搬运字节：%4&lt;br&gt;强度：%5 FLOP/字节&lt;br&gt;可达：%6（受%7限制）</translation>
    </message>
    <message>
        <source> (pinned)</source>
        <translation>（已固定）</translation>
    </message>
</context>
<context>
    <name>headroom::app::RulesPanel</name>
    <message>
        <source>Rule of thumb</source>
        <translation>经验法则</translation>
    </message>
    <message>
        <source>The rule gives</source>
        <translation>经验法则给出</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>Exact ÷ rule</source>
        <translation>精确值 ÷ 经验值</translation>
    </message>
    <message>
        <source>Misleading here?</source>
        <translation>此处有误导？</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>The rules of thumb for %1 on %2 × %3, against the exact figures. A rule is misleading where it is off by more than a factor of 1.3 (the exact figure 30 % above it or 23 % below it).</source>
        <translation>%1 在 %2 × %3 上的经验法则与精确值的对比。偏差超过 1.3 倍（精确值高出 30% 或低出 23%）的法则视为有误导。</translation>
    </message>
</context>
<context>
    <name>headroom::app::ServingPlanPanel</name>
    <message>
        <source>The cheapest fleet that serves a target output rate within the scenario&apos;s TTFT and TPOT limits (Serving section), for its model, prompt and output lengths: each GPU type, tensor-parallel size, weight format and KV cache format, with as many replicas as the target needs.</source>
        <translation>在场景的 TTFT 与 TPOT 上限内（“服务”部分）达到目标输出速率的最便宜集群，按其模型、提示与输出长度计算：遍历每种 GPU 型号、张量并行规模、权重格式与 KV 缓存格式，副本数按目标所需。</translation>
    </message>
    <message>
        <source>The scenario changed since this search: press Find again.</source>
        <translation>此次搜索后场景已更改：请重新查找。</translation>
    </message>
    <message>
        <source>Use this fleet</source>
        <translation>使用此集群</translation>
    </message>
    <message>
        <source>Sets the scenario&apos;s GPU, GPU count, tensor parallel, weights and KV cache to the row&apos;s</source>
        <translation>将场景的 GPU、GPU 数量、张量并行、权重与 KV 缓存设为该行的值</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <source>$/M cloud</source>
        <translation>$/百万（云端）</translation>
    </message>
    <message>
        <source>$/M on-prem</source>
        <translation>$/百万（自建）</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/s</translation>
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
        <translation>每个副本同时解码的序列数</translation>
    </message>
    <message>
        <source>Output tokens per second of the whole fleet</source>
        <translation>整个集群每秒输出 token 数</translation>
    </message>
    <message>
        <source>The whole fleet, rented, per hour</source>
        <translation>整个集群的租用费用（每小时）</translation>
    </message>
    <message>
        <source>Cost per million output tokens on the cloud rate</source>
        <translation>按云端价格计的每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Cost per million output tokens on the on-premises rate (purchase, power and hosting)</source>
        <translation>按自建价格（购置、电力与托管）计的每百万输出 token 成本</translation>
    </message>
    <message>
        <source>GPU types</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>The GPU types to compare. None ticked: the scenario&apos;s GPU.</source>
        <translation>要比较的 GPU 型号。未勾选任何型号时：使用场景的 GPU。</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/s</translation>
    </message>
    <message>
        <source>Output tokens per second the whole fleet sustains</source>
        <translation>整个集群可持续的每秒输出 token 数</translation>
    </message>
    <message>
        <source>Target output rate</source>
        <translation>目标输出速率</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Find the cheapest fleet</source>
        <translation>查找最便宜的集群</translation>
    </message>
    <message>
        <source>Set the target and press Find.</source>
        <translation>设置目标后点击查找。</translation>
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
        <translation>无延迟上限</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 且 </translation>
    </message>
    <message>
        <source>%1 fleets serve %2 tokens/s within %3. Cheapest: %4 × %5 (%6 replicas of TP %7, %8 weights, %9 KV cache) at %10.</source>
        <translation>%1 个集群可在%3内提供 %2 token/s。最便宜：%4 × %5（%6 个 TP %7 副本，%8 权重，%9 KV 缓存），%10。</translation>
    </message>
    <message>
        <source>the TPOT limit binds: even one sequence per replica decodes slower on these GPUs and formats</source>
        <translation>受 TPOT 上限约束：在这些 GPU 与格式上，即使每副本一条序列也解码得更慢</translation>
    </message>
    <message>
        <source>the TTFT limit binds: one prompt&apos;s prefill takes longer on these GPUs and formats</source>
        <translation>受 TTFT 上限约束：在这些 GPU 与格式上，单个提示的预填充耗时更长</translation>
    </message>
    <message>
        <source>the TTFT and TPOT limits together bind</source>
        <translation>TTFT 与 TPOT 上限共同约束</translation>
    </message>
    <message>
        <source>the model does not fit in any of these GPUs and tensor-parallel sizes</source>
        <translation>模型放不进这些 GPU 与张量并行规模中的任何一种</translation>
    </message>
    <message>
        <source>No fleet serves the target within %1: %2. Tick more GPU types, larger tensor-parallel sizes or smaller formats, or loosen the limits in the Serving section.</source>
        <translation>没有集群能在%1内达到目标：%2。请勾选更多 GPU 型号、更大的张量并行规模或更小的格式，或在“服务”部分放宽上限。</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU·小时</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>The cloud rate one GPU of the row is costed at</source>
        <translation>该行每块 GPU 所按的云端价格</translation>
    </message>
    <message>
        <source>When the rate was read and how old it is today; marked when older than six months, a placeholder or Headroom&apos;s default</source>
        <translation>价格的读取时间及其距今的时长；超过六个月、为占位值或为 Headroom 默认值时会标出</translation>
    </message>
    <message>
        <source>Check this price: %1</source>
        <translation>请核实此价格：%1</translation>
    </message>
</context>
<context>
    <name>headroom::app::SummaryStrip</name>
    <message>
        <source>Fits
%1 free per GPU</source>
        <translation>放得下
每 GPU 剩余 %1</translation>
    </message>
    <message>
        <source>Does not fit
short %1 per GPU</source>
        <translation>放不下
每 GPU 缺 %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>%1 use</source>
        <translation>使用率 %1</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Training tokens per second, all GPUs</source>
        <translation>每秒训练词元数，所有 GPU</translation>
    </message>
    <message>
        <source>Cloud cost</source>
        <translation>云端成本</translation>
    </message>
    <message>
        <source>On-prem cost</source>
        <translation>自有成本</translation>
    </message>
    <message>
        <source>Owning the GPUs for the run: depreciation, upkeep, power</source>
        <translation>为本次运行拥有 GPU：折旧、维护、电力</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>首词元</translation>
    </message>
    <message>
        <source>Per token</source>
        <translation>每词元</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>Output tokens per second, whole batch, all replicas</source>
        <translation>每秒输出词元数，整个批次，所有副本</translation>
    </message>
    <message>
        <source>Cloud / 1M tok</source>
        <translation>云端 / 百万词元</translation>
    </message>
    <message>
        <source>On-prem / 1M tok</source>
        <translation>自有 / 百万词元</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Months of use at the chosen utilisation after which buying is cheaper</source>
        <translation>按所选利用率使用多少个月后购买更便宜</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>已固定：%1</translation>
    </message>
    <message>
        <source>Per GPU: %1 used of %2</source>
        <translation>每 GPU：已用 %1 / %2</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 词元/秒</translation>
    </message>
    <message>
        <source>Owning breaks even at %1 per GPU over the depreciation period (%2 utilisation); at your utilisation that is %3 months of use</source>
        <translation>在折旧期内每 GPU 使用 %1（利用率 %2）后拥有达到盈亏平衡；按您的利用率相当于使用 %3 个月</translation>
    </message>
    <message>
        <source>Cannot estimate
see the message in red</source>
        <translation>无法估算
请查看红色提示</translation>
    </message>
    <message>
        <source>Owning never breaks even: the cloud costs less per GPU-hour even at full use</source>
        <translation>拥有永远无法盈亏平衡：即使满负荷使用，云端每 GPU 小时的成本也更低</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: predicted from the step&apos;s parts, or the fixed value you set</source>
        <translation>模型 FLOPs 利用率：由每步各组成部分预测，或为你设定的固定值</translation>
    </message>
    <message>
        <source>%1 predicted</source>
        <translation>%1（预测）</translation>
    </message>
    <message>
        <source>%1 fixed</source>
        <translation>%1（固定）</translation>
    </message>
    <message>
        <source>Best format</source>
        <translation>最佳格式</translation>
    </message>
    <message>
        <source>The most precise weight format that fits at this batch and context</source>
        <translation>在此批量和上下文下能放下的最精确权重格式</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1（%2 位）</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>都放不下</translation>
    </message>
    <message>
        <source>To fit:</source>
        <translation>要放下：</translation>
    </message>
    <message>
        <source>Apply this change: the engine estimated it and it fits</source>
        <translation>应用此更改：引擎已计算过，可以放下</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>Does not fit
the KV cache holds %1 sequences</source>
        <translation>放不下
KV 缓存可容纳 %1 个序列</translation>
    </message>
    <message>
        <source>Time to first token: the batch&apos;s prompts alone on a replica, no queue (the Serving tab shows it under load)</source>
        <translation>首词元时间：批次的提示独占一个副本、无排队（“服务”页显示负载下的数值）</translation>
    </message>
    <message>
        <source>Time per output token: the batch&apos;s decode step alone on a replica (the Serving tab shows it under load)</source>
        <translation>每个输出词元时间：批次的解码步骤独占一个副本（“服务”页显示负载下的数值）</translation>
    </message>
    <message>
        <source>Cloud cost per million output tokens, served under load at the Serving tab&apos;s chosen point</source>
        <translation>每百万输出词元的云端成本，按“服务”页所选负载点计算</translation>
    </message>
    <message>
        <source>On-prem cost per million output tokens, served under load at the Serving tab&apos;s chosen point</source>
        <translation>每百万输出词元的自有硬件成本，按“服务”页所选负载点计算</translation>
    </message>
    <message>
        <source>To finish sooner:</source>
        <translation>更快完成：</translation>
    </message>
    <message>
        <source>Limited by %1.</source>
        <translation>受限于%1。</translation>
    </message>
    <message>
        <source>The pinned scenario&apos;s value</source>
        <translation>固定场景的值</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>另外 %1 项</translation>
    </message>
    <message>
        <source>The other changes the engine found: the row has no room for their buttons</source>
        <translation>引擎找到的其他更改：这一行放不下它们的按钮</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GPU memory, time and cost for deep learning.</source>
        <translation>深度学习的 GPU 显存、时间与成本。</translation>
    </message>
    <message>
        <source>A scenario (.headroom.json), a Hugging Face config.json or a .safetensors file to open.</source>
        <translation>要打开的场景（.headroom.json）、Hugging Face config.json 或 .safetensors 文件。</translation>
    </message>
</context>
</TS>
