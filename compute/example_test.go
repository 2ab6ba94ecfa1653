package compute_test

import (
	"fmt"
	"math"

	"eqx/compute"
)

// The kernels take plain slices and numbers and say what is wrong with
// their inputs as an error; they are careful at the edges: the softmax of
// large logits does not overflow, and the Jensen–Shannon divergence of two
// distributions far apart is not rounded to 0.

func ExampleSoftmax() {
	p, err := compute.Softmax(nil, []float64{1000, 1001, 1002}, 1)
	fmt.Printf("%.4f %v\n", p, err)
	// Output: [0.0900 0.2447 0.6652] <nil>
}

func ExampleJSDivergence() {
	d, _ := compute.JSDivergence([]float64{1, 1e-20}, []float64{0.5, 0.5}, math.E)
	fmt.Printf("%.6f nats\n", d)
	_, err := compute.JSDivergence([]float64{0.5, 0.6}, []float64{0.5, 0.5}, 2)
	fmt.Println(err)
	// Output:
	// 0.215762 nats
	// js divergence: P sums to 1.1, not 1: a probability vector must sum to 1
}

func ExampleEntropy() {
	h, _ := compute.Entropy([]float64{0.5, 0.25, 0.25}, 2)
	fmt.Println(h, "bits")
	// Output: 1.5 bits
}

func ExampleGaussianGAN() {
	// The data N(0, 1) against a generator N(0, 1) under the best
	// discriminator: V = −log 4.
	v, _ := compute.GaussianGAN(0, 1, 0, 1, 0, 0, true)
	fmt.Printf("%.12f %.12f\n", v, -math.Log(4))
	// Output: -1.386294361120 -1.386294361120
}

func ExampleSigmoid() {
	// e^−700 is far below 1, and σ keeps it: 1/(1 + e^700) would overflow.
	fmt.Println(compute.Sigmoid(0), compute.Sigmoid(-700), compute.Sigmoid(math.Inf(1)))
	// Output: 0.5 9.85967654375977e-305 1
}
