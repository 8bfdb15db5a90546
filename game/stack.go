package game

// Stack is the scene stack with fade transitions: Push, Pop and Replace fade the screen
// out, change the stack, and fade back in. The logic is display-free so it can be tested.
type Stack struct {
	scenes  []Scene
	pending func() // the change to make at the bottom of the fade
	fade    int    // frames into the current fade (0 = none)
	// FadeFrames is the length of each half of a fade.
	FadeFrames int
}

// Op kinds for the stack.
const fadeDefault = 12

// Top returns the scene on top (nil when empty).
func (s *Stack) Top() Scene {
	if len(s.scenes) == 0 {
		return nil
	}
	return s.scenes[len(s.scenes)-1]
}

// Len returns the number of scenes.
func (s *Stack) Len() int { return len(s.scenes) }

// At returns the i-th scene from the bottom.
func (s *Stack) At(i int) Scene { return s.scenes[i] }

func (s *Stack) frames() int {
	if s.FadeFrames <= 0 {
		return fadeDefault
	}
	return s.FadeFrames
}

func (s *Stack) start(change func(), fade bool) {
	if !fade || len(s.scenes) == 0 {
		change()
		return
	}
	if s.pending != nil { // a change during a fade: chain it
		prev := s.pending
		s.pending = func() { prev(); change() }
		return
	}
	s.pending = change
	s.fade = 1
}

// Push puts a scene on top; fade selects a fade transition.
func (s *Stack) Push(sc Scene, fade bool) {
	s.start(func() { s.scenes = append(s.scenes, sc) }, fade)
}

// Pop removes the top scene.
func (s *Stack) Pop(fade bool) {
	s.start(func() {
		if len(s.scenes) > 0 {
			s.scenes[len(s.scenes)-1] = nil
			s.scenes = s.scenes[:len(s.scenes)-1]
		}
	}, fade)
}

// Replace swaps the top scene for sc.
func (s *Stack) Replace(sc Scene, fade bool) {
	s.start(func() {
		if len(s.scenes) == 0 {
			s.scenes = append(s.scenes, sc)
			return
		}
		s.scenes[len(s.scenes)-1] = sc
	}, fade)
}

// Reset replaces the whole stack by sc.
func (s *Stack) Reset(sc Scene, fade bool) {
	s.start(func() {
		clear(s.scenes)
		s.scenes = append(s.scenes[:0], sc)
	}, fade)
}

// Fading reports a transition in progress (scenes get no input then).
func (s *Stack) Fading() bool { return s.fade > 0 }

// Step advances a fade by one frame, making the change at its darkest point.
func (s *Stack) Step() {
	if s.fade == 0 {
		return
	}
	n := s.frames()
	s.fade++
	if s.fade >= n && s.pending != nil {
		p := s.pending
		s.pending = nil
		p()
	}
	if s.fade >= 2*n {
		s.fade = 0
	}
}

// Darkness is the fade's black overlay alpha, 0…1.
func (s *Stack) Darkness() float64 {
	if s.fade == 0 {
		return 0
	}
	n := float64(s.frames())
	f := float64(s.fade)
	if f <= n {
		return f / n
	}
	return 1 - (f-n)/n
}
