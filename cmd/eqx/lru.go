//go:build !(js && wasm)

package main

import (
	"container/list"
	"sync"
)

// lru keeps the most recently used values up to a total size in bytes:
// drawn images, which cost milliseconds to make and are asked for again
// by every crawler and reader of a shared link. It is safe for
// concurrent use.
type lru struct {
	mu    sync.Mutex
	max   int // bytes
	size  int
	order *list.List // front: most recent; values are *lruEntry
	byKey map[string]*list.Element
}

type lruEntry struct {
	key string
	val []byte
}

func newLRU(maxBytes int) *lru {
	return &lru{max: maxBytes, order: list.New(), byKey: map[string]*list.Element{}}
}

// get returns the value of key, and marks it used.
func (c *lru) get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*lruEntry).val, true
}

// put stores val under key, dropping the least recently used values
// until the total fits; a value larger than the whole cache is not kept.
func (c *lru) put(key string, val []byte) {
	if len(val) > c.max {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		c.size -= len(e.Value.(*lruEntry).val)
		c.order.Remove(e)
	}
	c.byKey[key] = c.order.PushFront(&lruEntry{key, val})
	c.size += len(val)
	for c.size > c.max {
		last := c.order.Back()
		old := last.Value.(*lruEntry)
		c.order.Remove(last)
		delete(c.byKey, old.key)
		c.size -= len(old.val)
	}
}
